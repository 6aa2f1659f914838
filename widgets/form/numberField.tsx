import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import type { FormData } from '../../engine/form';
import type { SchemaFormContext } from './formContext';

const RjsfNumberField = getDefaultRegistry<FormData, RJSFSchema, SchemaFormContext>().fields.NumberField!;

/**
 * RJSF's number field, except for a field drawn with the `amount` widget: that widget reads its text by
 * the form core's rules itself (docs/descriptor.md, input as people type it), and RJSF's own reading
 * would turn `5e1` into 50 before the field's message could show.
 */
export function NumberField(props: FieldProps<FormData, RJSFSchema, SchemaFormContext>) {
  const { StringField } = props.registry.fields;
  if (getUiOptions(props.uiSchema).widget === 'amount' && StringField) return <StringField {...props} />;
  return <RjsfNumberField {...props} />;
}
