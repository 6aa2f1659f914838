import { useMemo } from 'react';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_FORMATS, type LayoutField } from '../../engine/deal';
import { datePresets } from '../form/DateWidget';

dayjs.extend(customParseFormat);

/** A field drawn with an antd control: a choice, a date or a textarea (text fields are `DealTextInput`). */
export type WidgetField = LayoutField & { widget: Exclude<LayoutField['widget'], 'text'> };

export const isWidgetField = (field: LayoutField): field is WidgetField => field.widget !== 'text';

export interface DealInputProps {
  /** DOM id (the label points at it). */
  id: string;
  field: WidgetField;
  value: unknown;
  error?: boolean;
  /** Cells are small and carry their label as aria-label. */
  cell?: boolean;
  onChange(value: string | undefined): void;
  /** Text fields commit when left, choices as soon as they change. */
  onCommit(): void;
}

const FULL = { width: '100%' } as const;
const SEARCH = { optionFilterProp: 'label' } as const;

/** The antd control of one deal field, by its widget: select, date, date-time or textarea. */
export function DealInput({ id, field, value, error, cell, onChange, onCommit }: DealInputProps) {
  const common = {
    id,
    status: error ? ('error' as const) : undefined,
    size: cell ? ('small' as const) : undefined,
    placeholder: field.placeholder,
    'aria-label': cell ? field.label : undefined,
  };
  const presets = useMemo(
    () => (field.widget === 'date' || field.widget === 'datetime' ? datePresets() : undefined),
    [field.widget],
  );
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  switch (field.widget) {
    case 'select':
      return (
        <Select
          {...common}
          style={FULL}
          allowClear
          showSearch={SEARCH}
          options={field.choices}
          value={text || undefined}
          onChange={(v: string | undefined) => {
            onChange(v);
            onCommit();
          }}
        />
      );
    case 'date':
    case 'datetime': {
      const format = DATE_FORMATS[field.widget];
      const parsed = text ? dayjs(text, format) : null;
      return (
        <DatePicker
          {...common}
          style={FULL}
          format={format}
          showTime={field.widget === 'datetime'}
          presets={presets}
          value={parsed?.isValid() ? parsed : null}
          onChange={(d) => {
            onChange(d ? d.format(format) : undefined);
            onCommit();
          }}
        />
      );
    }
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          value={text}
          maxLength={field.maxLength}
          showCount={!cell && field.maxLength !== undefined}
          rows={cell ? 1 : 3}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onCommit}
        />
      );
  }
}
