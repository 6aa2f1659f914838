import { useMemo } from 'react';
import { Select } from 'antd';
import type { SelectProps } from 'antd';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
} from '@rjsf/utils';
import type { FieldWidgetProps } from './widgetTypes';

const SELECT_STYLE = { width: '100%' } as const;

/**
 * RJSF's alt-date draws each part of the date with this select, its placeholder the part's English name
 * and no label: each part is named and shown in Chinese instead.
 */
const DATE_PARTS: Readonly<Record<string, string>> = {
  year: '年',
  month: '月',
  day: '日',
  hour: '时',
  minute: '分',
  second: '秒',
};

const filterOption: SelectProps['filterOption'] = (input, option) =>
  typeof option?.label === 'string' && option.label.toLowerCase().includes(input.toLowerCase());

/**
 * A select of the schema's choices (`enum` or `oneOf` consts). Unlike the antd theme's, the
 * placeholder is only a placeholder: it is never offered as a choice (the theme adds it as an
 * option of value ''). Searchable by label.
 */
export function SelectWidget(props: FieldWidgetProps) {
  const { id, htmlName, autofocus, disabled, readonly, multiple, value, options } = props;
  const datePart = props.label === '' ? DATE_PARTS[props.placeholder ?? ''] : undefined;
  const placeholder = datePart ?? props.placeholder;
  const { onChange, onBlur, onFocus } = props;
  const { enumOptions, enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (v: unknown) => enumOptionValueDecoder(v as string, enumOptions, format, emptyValue);
  const choices = useMemo(
    () =>
      (enumOptions ?? []).map((o, index) => ({
        key: String(index),
        value: enumOptionValueEncoder(o.value, index, format),
        label: o.label,
        disabled: Array.isArray(enumDisabled) && enumDisabled.includes(o.value),
      })),
    [enumOptions, enumDisabled, format],
  );
  const selected = enumOptionSelectedValue(value, enumOptions, Boolean(multiple), format, emptyValue);
  const locked = disabled || readonly;
  return (
    <Select
      id={id}
      {...{ name: htmlName || id }}
      mode={multiple ? 'multiple' : undefined}
      autoFocus={autofocus}
      disabled={locked}
      placeholder={placeholder}
      style={SELECT_STYLE}
      // No value shows the placeholder; '' is not a choice.
      value={selected === '' ? undefined : selected}
      options={choices}
      showSearch={{ filterOption }}
      aria-label={datePart}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={locked ? undefined : (v: unknown) => onChange(decode(v))}
      onBlur={locked ? undefined : () => onBlur(id, decode(selected))}
      onFocus={locked ? undefined : () => onFocus(id, decode(selected))}
    />
  );
}
