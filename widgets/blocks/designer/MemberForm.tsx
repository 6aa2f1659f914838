import { useMemo } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { SchemaFormContext } from '../../form/formContext';
import { idPrefixOf, NO_SUBMIT, studioFormProps, type Data } from './formParts';
import { usePropertyEnv } from './propertyEnv';
import { mergeValue, projectValue, propertyForm } from './propertySchema';

export interface MemberFormProps {
  /** The chosen member's definition (`ConfirmAction`). */
  definition: string;
  /** The value: an instance of the member. */
  value: Data;
  onChange(value: Data): void;
  /** The value's JSON Pointer in the draft (the expression builder reads the variables found there). */
  path: string;
}

/**
 * The keys of a choice's chosen member (docs/studio.md, 设计) as a form inside the property form, drawn by
 * the same `propertyForm()` and fields: an action's own choices and lists of choices nest in it.
 */
export function MemberForm({ definition, value, onChange, path }: MemberFormProps) {
  const { root, fieldsFor, disabled } = usePropertyEnv();
  const form = useMemo(
    () =>
      propertyForm(
        { $ref: `#/definitions/${definition}` },
        (root.definitions ?? {}) as Data,
        () => false,
        true,
      ),
    [definition, root],
  );
  const fields = useMemo(() => fieldsFor(path), [fieldsFor, path]);
  const shown = useMemo(() => projectValue(value, form.schema), [value, form]);
  if (!Object.keys(form.schema.properties as Data).length) return null;
  return (
    <div className="yb-design-member" style={{ borderLeft: '2px solid #f0f0f0', paddingLeft: 12 }}>
      <Form<Data, RJSFSchema, SchemaFormContext>
        tagName="div"
        schema={form.schema as RJSFSchema}
        uiSchema={{ ...form.uiSchema, ...NO_SUBMIT } as UiSchema<Data, RJSFSchema, SchemaFormContext>}
        formData={shown}
        {...studioFormProps}
        fields={fields}
        idPrefix={idPrefixOf(path)}
        disabled={disabled}
        onChange={(e) => onChange(mergeValue(value, e.formData ?? {}, form.schema) as Data)}
      />
    </div>
  );
}
