import type { Block } from '../descriptor';
import { useUiKit } from './registry';

/** Renders one block through the kit's registry; an unknown type is a clear error naming it. */
export function RenderBlock({ block, path }: { block: Block; path?: string }) {
  const { blocks } = useUiKit();
  const View = blocks[block.type] as React.ComponentType<{ block: Block }> | undefined;
  if (!View) throw new Error(`未注册的区块类型 "${block.type}"（位置 ${path ?? 'blocks'}）`);
  return <View block={block} />;
}

export function RenderBlocks({ blocks, path = 'blocks' }: { blocks: Block[]; path?: string }) {
  return (
    <>
      {blocks.map((b, i) => (
        <RenderBlock key={i} block={b} path={`${path}[${i}]`} />
      ))}
    </>
  );
}
