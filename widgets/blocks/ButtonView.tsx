import { Button as AntButton, Tooltip } from 'antd';
import type { Button } from '../../engine/descriptor';
import type { ActionContext } from '../../engine/actions';
import { useButton } from '../../engine/blocks/controllers';
import { iconOf } from '../icons';

/**
 * A descriptor button: kind, icon, visible/enabled predicates (a disabled one tells why in a tooltip),
 * loading while its action runs.
 */
export function ButtonView({
  button,
  extra,
  block,
  size,
}: {
  button: Button;
  /** Context of the place it sits in (a row, a form's data). */
  extra?: Partial<ActionContext>;
  /** Full width. */
  block?: boolean;
  size?: 'small' | 'middle' | 'large';
}) {
  const state = useButton(button, extra);
  if (!state.visible) return null;
  const kind = button.kind ?? 'default';
  const view = (
    <AntButton
      type={kind === 'danger' ? 'primary' : kind}
      danger={kind === 'danger'}
      icon={iconOf(button.icon)}
      disabled={!state.enabled}
      loading={Boolean(button.loading) && state.running}
      block={block}
      size={size}
      onClick={() => void state.click()}
    >
      {state.label}
    </AntButton>
  );
  // A disabled button receives no pointer events: the tooltip listens on a wrapper.
  return state.reason ? (
    <Tooltip title={state.reason}>
      <span className="yb-disabled-reason">{view}</span>
    </Tooltip>
  ) : (
    view
  );
}

/** A row of descriptor buttons. */
export function ButtonsView({
  buttons,
  extra,
  size,
}: {
  buttons: Button[] | undefined;
  extra?: Partial<ActionContext>;
  size?: 'small' | 'middle' | 'large';
}) {
  return (
    <>
      {(buttons ?? []).map((b, i) => (
        <ButtonView key={i} button={b} extra={extra} size={size} />
      ))}
    </>
  );
}
