import type { ColProps } from 'antd';

/** Read and write other fields of the form (the captcha writes its key, the SMS code reads the mobile). */
export interface FieldAccess {
  get(path: string): unknown;
  set(path: string, value: unknown): void;
}

/** The RJSF `formContext`: the antd theme's layout options plus field access. */
export type SchemaFormContext = {
  fields: FieldAccess;
  labelCol?: ColProps;
  wrapperCol?: ColProps;
  colSpan?: number;
  rowGutter?: number;
  /** Field descriptions as a tooltip by the label (the forms stay compact). */
  descriptionLocation?: 'tooltip' | 'below';
  /** The root object spans the whole width (inline forms: no empty label column before the fields). */
  fullRoot?: boolean;
};

/**
 * An inline form's label: a third of its item as a rule (the labels of a query panel line up), wider
 * when its text needs it, so that a narrow window never clips it (开始日期, not 开始日其); the field takes
 * what is left.
 */
const INLINE_LABEL: ColProps = { flex: '0 0 auto', style: { minWidth: `${100 / 3}%` } };
const INLINE_FIELD: ColProps = { flex: '1 1 0', style: { minWidth: 0 } };

/**
 * The antd theme's layout: one field per row (vertical), label columns, or three per row inline
 * (over the whole width, so that a query field shows its placeholder whole).
 */
export function layoutOf(inline: boolean, labelSpan?: number): Omit<SchemaFormContext, 'fields'> {
  const descriptionLocation = 'tooltip';
  if (inline)
    return {
      colSpan: 8,
      labelCol: INLINE_LABEL,
      wrapperCol: INLINE_FIELD,
      rowGutter: 16,
      descriptionLocation,
      fullRoot: true,
    };
  if (labelSpan)
    return {
      colSpan: 24,
      labelCol: { span: labelSpan },
      wrapperCol: { span: 24 - labelSpan },
      descriptionLocation,
    };
  return { colSpan: 24, labelCol: { span: 24 }, wrapperCol: { span: 24 }, descriptionLocation };
}
