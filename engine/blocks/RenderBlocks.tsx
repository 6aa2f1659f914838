import type { Block } from '../descriptor';
import { childPointer, NodePointer, nodeAttrs, useDesignMode, useNodePointer } from './designMode';
import { useUiKit } from './registry';

/**
 * Renders one block through the kit's registry; an unknown type is a clear error naming it. In design
 * mode (`designMode.ts`) the block is drawn inside an element naming its pointer, and its own parts
 * name theirs below it.
 */
export function RenderBlock({ block, path, pointer }: { block: Block; path?: string; pointer?: string }) {
  const { blocks } = useUiKit();
  const View = blocks[block.type] as React.ComponentType<{ block: Block }> | undefined;
  if (!View) throw new Error(`未注册的区块类型 "${block.type}"（位置 ${path ?? 'blocks'}）`);
  if (pointer === undefined) return <View block={block} />;
  return (
    <div {...nodeAttrs(pointer)}>
      <NodePointer pointer={pointer}>
        <View block={block} />
      </NodePointer>
    </div>
  );
}

/**
 * Renders a list of blocks; `pointer` is the list's JSON Pointer in the descriptor (by default the
 * `blocks` of the node being drawn), used in design mode only.
 */
export function RenderBlocks({
  blocks,
  path = 'blocks',
  pointer,
}: {
  blocks: Block[];
  path?: string;
  pointer?: string;
}) {
  const on = useDesignMode();
  const base = useNodePointer();
  const list = !on ? undefined : (pointer ?? (base === undefined ? undefined : childPointer(base, 'blocks')));
  return (
    <>
      {blocks.map((b, i) => (
        <RenderBlock
          key={i}
          block={b}
          path={`${path}[${i}]`}
          pointer={list === undefined ? undefined : childPointer(list, i)}
        />
      ))}
    </>
  );
}
