import { Segmented } from 'antd';
import type { FieldWidgetProps } from './widgetTypes';

/** A segmented switch over an enum with titles (the login mode: 密码登录 / 验证码登录); validates on change. */
export function SegmentedWidget({
  id,
  label,
  value,
  disabled,
  readonly,
  onChange,
  onBlur,
  options,
}: FieldWidgetProps) {
  const items = (options.enumOptions ?? []).map((o) => ({ label: o.label, value: String(o.value) }));
  const values = (options.enumOptions ?? []).map((o) => o.value as unknown);
  return (
    <Segmented
      id={id}
      // rc-segmented names its radiogroup "segmented control" otherwise.
      aria-label={label}
      block
      disabled={disabled || readonly}
      options={items}
      value={value === undefined || value === null ? undefined : String(value)}
      onChange={(v) => {
        const next = values.find((x) => String(x) === v) ?? v;
        onChange(next);
        onBlur(id, next);
      }}
    />
  );
}
