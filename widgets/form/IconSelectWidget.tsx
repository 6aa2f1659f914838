import { Select, Space } from 'antd';
import { iconNames, iconOf } from '../icons';
import type { FieldWidgetProps } from './widgetTypes';

const options = iconNames.map((name) => ({
  value: name,
  label: (
    <Space size={6}>
      {iconOf(name)}
      <span>{name}</span>
    </Space>
  ),
}));

/** Picks an icon name from the console's icon set, each shown with its icon; validates on change. */
export function IconSelectWidget({
  id,
  value,
  disabled,
  readonly,
  placeholder,
  onChange,
  onBlur,
  onFocus,
}: FieldWidgetProps) {
  return (
    <Select
      id={id}
      style={{ width: '100%' }}
      allowClear
      showSearch={{
        filterOption: (input, option) =>
          String(option?.value ?? '')
            .toLowerCase()
            .includes(input.toLowerCase()),
      }}
      disabled={disabled || readonly}
      placeholder={placeholder}
      options={options}
      value={typeof value === 'string' && value ? value : undefined}
      onChange={(v: string | undefined) => {
        onChange(v ?? undefined);
        onBlur(id, v);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
