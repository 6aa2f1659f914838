import { memo } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { DealMetaSchema } from '../../../schemas/deal';
import type { SchemaFormContext } from '../../form/formContext';
import { NO_SUBMIT, studioFormProps, type Data } from '../designer/formParts';
import { dealFieldWidgets, type DealFormContext } from './dealFieldWidgets';

const { properties: metaKeys } = DealMetaSchema;
const nodeSchema = metaKeys.reqProperties.items;
const { properties: _fields, ...nodeKeys } = nodeSchema.properties;

/** The deal's own keys (交易编号, 交易名称, 交易类型): reqNodeNames follows the input nodes. */
const DEAL_KEYS: RJSFSchema = {
  type: 'object',
  properties: { dealName: metaKeys.dealName, comment: metaKeys.comment, dealType: metaKeys.dealType },
} as unknown as RJSFSchema;
/** A node's own keys (节点名, 节点说明, 是否列表): its fields are the field list's. */
const NODE_KEYS: RJSFSchema = { type: 'object', properties: nodeKeys } as unknown as RJSFSchema;
/** A field's properties: the metadata schema's own subschema with its Chinese titles. */
export const FIELD_SCHEMA = nodeSchema.properties.properties.items as unknown as RJSFSchema;

const WIDGETS = { ...studioFormProps.widgets, ...dealFieldWidgets };
type Ui = UiSchema<Data, RJSFSchema, SchemaFormContext>;

/**
 * An edit as the document takes it: RJSF's blanks (a key emptied, an empty list or object it filled in
 * for a key the value did not have) are left out, so that an edit changes only what was typed.
 */
export function tidy(before: Data, after: Data): Data {
  const out: Data = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const blank =
      (Array.isArray(value) && value.length === 0) ||
      (value !== null &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        Object.keys(value).length === 0);
    if (blank && before[key] === undefined) continue;
    out[key] = value;
  }
  return out;
}

interface PartProps {
  schema: RJSFSchema;
  uiSchema: Ui;
  value: Data;
  onChange(value: Data): void;
  idPrefix: string;
  formContext: DealFormContext;
  disabled?: boolean;
}

/**
 * One part of the metadata drawn by RJSF with the studio's form parts; a change gives the part's new value.
 * Drawn again only when its own value changes (a keystroke in a field's form leaves the others as they are).
 */
const PartForm = memo(function PartForm({
  schema,
  uiSchema,
  value,
  onChange,
  idPrefix,
  formContext,
  disabled,
}: PartProps) {
  return (
    <Form<Data, RJSFSchema, SchemaFormContext>
      {...studioFormProps}
      schema={schema}
      uiSchema={uiSchema}
      widgets={WIDGETS}
      formContext={formContext}
      formData={value}
      idPrefix={idPrefix}
      disabled={disabled}
      onChange={(e) => onChange(tidy(value, e.formData ?? {}))}
    />
  );
});

type KeysProps = Omit<PartProps, 'schema' | 'uiSchema' | 'idPrefix'>;

/** 交易编号 (read-only for a deal that exists), 交易名称, 交易类型. */
const KEYS_UI = {
  existing: { ...NO_SUBMIT, dealName: { 'ui:readonly': true } } as Ui,
  new: NO_SUBMIT as Ui,
};
export const DealKeysForm = ({ existing, ...props }: KeysProps & { existing: boolean }) => (
  <PartForm
    {...props}
    schema={DEAL_KEYS}
    uiSchema={existing ? KEYS_UI.existing : KEYS_UI.new}
    idPrefix="dealKeys"
  />
);

const NODE_UI = { ...NO_SUBMIT } as Ui;
/** The selected node's 节点名, 节点说明, 是否列表. */
export const NodeKeysForm = (props: KeysProps) => (
  <PartForm {...props} schema={NODE_KEYS} uiSchema={NODE_UI} idPrefix="dealNode" />
);

const fieldUi = (autofocus: boolean) =>
  ({
    ...NO_SUBMIT,
    name: { 'ui:widget': 'dealFieldName', 'ui:autofocus': autofocus },
    require: { 'ui:widget': 'dealFieldRequire' },
    codeList: { 'ui:widget': 'dealCodeList' },
  }) as Ui;
const FIELD_UI = { shown: fieldUi(false), added: fieldUi(true) };

/**
 * The selected field's properties; a locked field keeps its 字段名 and 是否必填, and a field just
 * added opens with the focus in its 字段名.
 */
export const FieldForm = ({ autofocus, ...props }: KeysProps & { autofocus: boolean }) => (
  <PartForm
    {...props}
    schema={FIELD_SCHEMA}
    uiSchema={autofocus ? FIELD_UI.added : FIELD_UI.shown}
    idPrefix="dealField"
  />
);
