import { Button as AntButton } from 'antd';
import type { Button } from '../../engine/descriptor';
import type { ActionContext } from '../../engine/actions';
import { useButton } from '../../engine/blocks/controllers';
import { iconOf } from '../icons';

/** A descriptor button: kind, icon, visible/enabled predicates, loading while its action runs. */
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
  return (
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
