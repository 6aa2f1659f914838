import { useEffect, useState, type ReactNode } from 'react';
import { Button as AntButton } from 'antd';
import type { Button } from '../../engine/descriptor';
import type { ActionContext } from '../../engine/actions';
import { useButton } from '../../engine/blocks/controllers';
import { childPointer, nodeAttrs } from '../../engine/blocks/designMode';
import { lazyIconOf } from '../lazyIcon';

type TooltipComponent = typeof import('./antdTooltip').Tooltip;
let LoadedTooltip: TooltipComponent | undefined;
/** Loads the tooltip of disabled reasons (tests load it before they render). */
export const preloadReasonTooltip = () => import('./antdTooltip').then((m) => (LoadedTooltip = m.Tooltip));

/**
 * The tooltip of a disabled button's reason, loaded with the first such button (not on the login
 * page); until it is there the button shows without it.
 */
function ReasonTooltip({ title, children }: { title: string; children: ReactNode }) {
  const [Tooltip, setTooltip] = useState(() => LoadedTooltip);
  useEffect(() => {
    if (!Tooltip) void preloadReasonTooltip().then((t) => setTooltip(() => t));
  }, [Tooltip]);
  return Tooltip ? <Tooltip title={title}>{children}</Tooltip> : children;
}

/** Whether `button` submits the form `formId` (a `submit` action naming it, or none: the nearest). */
export function submitsForm(button: Button, formId: string): boolean {
  return button.action.type === 'submit' && (button.action.form ?? formId) === formId;
}

/**
 * A descriptor button: kind, icon, visible/enabled predicates (a disabled one tells why in a tooltip),
 * loading while its action runs, and while the form it submits submits (`busy`: started by Enter too).
 */
export function ButtonView({
  button,
  extra,
  block,
  size,
  busy = false,
  node,
}: {
  button: Button;
  /** Context of the place it sits in (a row, a form's data). */
  extra?: Partial<ActionContext>;
  /** Full width. */
  block?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** The form this button submits is submitting, however it was started: shown as loading. */
  busy?: boolean;
  /** Its JSON Pointer in the descriptor, in design mode (`designMode.ts`). */
  node?: string;
}) {
  const state = useButton(button, extra);
  if (!state.visible) return null;
  const kind = button.kind ?? 'default';
  const view = (
    <AntButton
      {...(state.reason ? undefined : nodeAttrs(node))}
      type={kind === 'danger' ? 'primary' : kind}
      danger={kind === 'danger'}
      icon={lazyIconOf(button.icon)}
      disabled={!state.enabled}
      loading={busy || (Boolean(button.loading) && state.running)}
      block={block}
      size={size}
      onClick={() => void state.click()}
    >
      {state.label}
    </AntButton>
  );
  // A disabled button receives no pointer events: the tooltip listens on a wrapper.
  if (!state.reason) return view;
  return (
    <ReasonTooltip title={state.reason}>
      <span className="yb-disabled-reason" {...nodeAttrs(node)}>
        {view}
      </span>
    </ReasonTooltip>
  );
}

/** A row of descriptor buttons. */
export function ButtonsView({
  buttons,
  extra,
  size,
  node,
}: {
  buttons: Button[] | undefined;
  extra?: Partial<ActionContext>;
  size?: 'small' | 'middle' | 'large';
  /** The list's JSON Pointer in the descriptor, in design mode: each button names its own under it. */
  node?: string;
}) {
  return (
    <>
      {(buttons ?? []).map((b, i) => (
        <ButtonView
          key={i}
          button={b}
          extra={extra}
          size={size}
          node={node === undefined ? undefined : childPointer(node, i)}
        />
      ))}
    </>
  );
}
