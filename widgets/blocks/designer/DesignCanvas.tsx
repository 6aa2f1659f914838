import type { ReactNode } from 'react';
import type { DesignCanvasLink } from '../../../engine/blocks/controllers/descriptorEditor/useDesigner';
import { CanvasOverlay } from './CanvasOverlay';

/**
 * The live preview as the designer's canvas (docs/studio.md, 设计): the rendered screen in design mode
 * inside the canvas overlay, with the designer's selection and the lint's marks; a click selects, a
 * drag onto a sibling moves.
 */
export function DesignCanvas({ link, children }: { link: DesignCanvasLink; children: ReactNode }) {
  return (
    <CanvasOverlay
      selected={link.selected}
      problems={link.problems}
      onSelect={link.select}
      onMove={link.move}
    >
      {children}
    </CanvasOverlay>
  );
}

export default DesignCanvas;
