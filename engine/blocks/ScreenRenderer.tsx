import type { ScreenDescriptor } from '../descriptor';
import { ScreenContext, useScreenController } from '../screen';
import { useUiKit } from './registry';
import { RenderBlocks } from './RenderBlocks';

/** Renders a screen descriptor: its blocks inside the kit's page frame, and its open dialog. */
export function ScreenRenderer({ descriptor }: { descriptor: ScreenDescriptor }) {
  const runtime = useScreenController(descriptor);
  const { Page, Dialog } = useUiKit();
  return (
    <ScreenContext.Provider value={runtime}>
      <Page descriptor={descriptor}>
        <RenderBlocks blocks={descriptor.blocks} />
      </Page>
      {runtime.dialogs.map((d) => (
        <Dialog key={`${d.id}-${d.mode}`} dialog={d} />
      ))}
    </ScreenContext.Provider>
  );
}
