import type { ScreenDescriptor } from '../descriptor';
import { ScreenContext, useScreenController } from '../screen';
import { childPointer, NodePointer, useDesignMode } from './designMode';
import { useUiKit } from './registry';
import { RenderBlocks } from './RenderBlocks';

/** Renders a screen descriptor: its blocks inside the kit's page frame, and its open dialog. */
export function ScreenRenderer({ descriptor }: { descriptor: ScreenDescriptor }) {
  const runtime = useScreenController(descriptor);
  const { Page, Dialog } = useUiKit();
  const design = useDesignMode();
  return (
    <ScreenContext.Provider value={runtime}>
      <Page descriptor={descriptor}>
        <RenderBlocks blocks={descriptor.blocks} />
      </Page>
      {runtime.dialogs.map((d) =>
        design ? (
          // In design mode a dialog of the screen names its pointer (one of the shell's names none).
          <NodePointer
            key={`${d.id}-${d.mode}`}
            pointer={descriptor.dialogs?.[d.id] ? childPointer('', 'dialogs', d.id) : null}
          >
            <Dialog dialog={d} />
          </NodePointer>
        ) : (
          <Dialog key={`${d.id}-${d.mode}`} dialog={d} />
        ),
      )}
    </ScreenContext.Provider>
  );
}
