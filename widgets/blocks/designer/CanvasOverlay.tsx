import {
  useCallback,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { theme } from 'antd';
import { DesignModeProvider, NODE_ATTRIBUTE } from '../../../engine/blocks/designMode';
import { nodeTail } from '../../../engine/designer/canvasNodes';
import type { Box } from './canvasMeasure';
import { useCanvasBoxes } from './useCanvasBoxes';
import { useCanvasDrag } from './useCanvasDrag';

export interface CanvasProblem {
  /** The node the lint faults: a JSON Pointer (or the lint's descriptor path, `blocks[0].columns[2]`). */
  path: string;
  message: string;
}

export interface CanvasOverlayProps {
  selected?: string;
  problems?: readonly CanvasProblem[];
  onSelect: (path: string) => void;
  onHover?: (path: string | undefined) => void;
  /** A node dragged onto a sibling of its array: its pointer and the index it ends at. */
  onMove?: (path: string, toIndex: number) => void;
  /** The rendered screen (rendered in design mode inside the overlay). */
  children: ReactNode;
}

const NO_PROBLEMS: readonly CanvasProblem[] = [];

/** The node under an event's target: the innermost element naming a pointer. */
const nodeOf = (e: SyntheticEvent) => {
  const target = e.target instanceof Element ? e.target : null;
  return target?.closest(`[${NODE_ATTRIBUTE}]`)?.getAttribute(NODE_ATTRIBUTE) ?? undefined;
};

const at = (box: Box): CSSProperties => ({
  position: 'absolute',
  left: box.left,
  top: box.top,
  width: box.width,
  height: box.height,
  boxSizing: 'border-box',
  pointerEvents: 'none',
});

/**
 * The designer's canvas (docs/studio.md, 设计): the preview drawn in design mode, where the node under
 * the pointer is outlined with its kind, a click selects a node instead of running it, the selected
 * node is boxed, each node the lint faults is marked red with its message, and an element of an array
 * is dragged onto a sibling to move it. The dialogs the preview opens (antd portals) take part too:
 * React brings their events here, and their nodes are measured where antd draws them.
 */
export function CanvasOverlay({
  selected,
  problems = NO_PROBLEMS,
  onSelect,
  onHover,
  onMove,
  children,
}: CanvasOverlayProps) {
  const { token } = theme.useToken();
  const root = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<string | undefined>(undefined);
  const boxes = useCanvasBoxes(root, layer, { hover, selected, problems });
  const drag = useCanvasDrag(root, onMove, onSelect);

  const hovered = useRef<string | undefined>(undefined);
  const hoverTo = useCallback(
    (path: string | undefined) => {
      if (hovered.current === path) return;
      hovered.current = path;
      setHover(path);
      onHover?.(path);
    },
    [onHover],
  );
  const stop = (e: SyntheticEvent) => {
    if (!nodeOf(e)) return;
    e.preventDefault();
    e.stopPropagation();
  };
  const click = (e: SyntheticEvent) => {
    const path = nodeOf(e);
    if (path === undefined) return;
    stop(e);
    if (!drag.endsDrag()) onSelect(path);
  };

  return (
    <div
      ref={root}
      className="yb-design-canvas"
      style={{ position: 'relative', userSelect: 'none' }}
      onClickCapture={click}
      onDoubleClickCapture={stop}
      onSubmitCapture={stop}
      onPointerDown={drag.onPointerDown}
      onMouseOver={(e) => hoverTo(nodeOf(e))}
      onMouseLeave={() => hoverTo(undefined)}
    >
      <DesignModeProvider>{children}</DesignModeProvider>
      <div
        ref={layer}
        className="yb-design-layer"
        style={{ position: 'absolute', left: 0, top: 0, zIndex: 1001 }}
      >
        {boxes.problems.map((p) => (
          <div
            key={p.path}
            className="yb-design-problem"
            title={p.message}
            data-path={p.path}
            style={{
              ...at(p.box),
              border: `1px dashed ${token.colorError}`,
              background: `${token.colorErrorBg}55`,
            }}
          >
            {/* The box lets the pointer through; its tag shows the message when hovered. */}
            <span
              title={p.message}
              style={{
                position: 'absolute',
                right: -1,
                top: -1,
                padding: '0 4px',
                fontSize: 12,
                lineHeight: '16px',
                pointerEvents: 'auto',
                cursor: 'help',
                color: token.colorTextLightSolid,
                background: token.colorErrorTextActive,
              }}
            >
              有误
            </span>
          </div>
        ))}
        {boxes.selected && (
          <div
            className="yb-design-selected"
            data-path={selected}
            style={{ ...at(boxes.selected), border: `2px solid ${token.colorPrimary}` }}
          />
        )}
        {boxes.hover && hover !== undefined && (
          <div
            className="yb-design-hover"
            data-path={hover}
            style={{ ...at(boxes.hover), border: `1px solid ${token.colorPrimaryBorderHover}` }}
          >
            <span
              style={{
                position: 'absolute',
                left: -1,
                bottom: '100%',
                padding: '0 4px',
                fontSize: 12,
                lineHeight: '18px',
                whiteSpace: 'nowrap',
                color: token.colorTextLightSolid,
                background: token.colorPrimaryActive,
              }}
            >
              {nodeTail(hover)}
            </span>
          </div>
        )}
        {drag.line && (
          <div className="yb-design-drop" style={{ ...at(drag.line), background: token.colorPrimary }} />
        )}
      </div>
    </div>
  );
}
