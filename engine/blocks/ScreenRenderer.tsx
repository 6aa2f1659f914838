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
      {runtime.dialog && (
        <Dialog key={`${runtime.dialog.id}-${runtime.dialog.mode}`} dialog={runtime.dialog} />
      )}
    </ScreenContext.Provider>
  );
}
