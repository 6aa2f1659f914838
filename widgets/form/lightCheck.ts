import type { ErrorObject } from 'ajv';
import { getDefaultFormState, type RJSFSchema, type UiSchema, type ValidatorType } from '@rjsf/utils';
import type { FormController } from '../../engine/blocks/controllers';
import type { FormData } from '../../engine/form';
import { fieldMessages, messageOf, type FieldMessages } from '../../engine/form';
import type { SchemaFormContext } from './formContext';

type Messages = Record<string, readonly string[]>;
const add = (out: Messages, path: string, message: string) => (out[path] = [...(out[path] ?? []), message]);

/**
 * The light form's validation by ajv alone (`validator`: ajv compiling the schema, or the validators
 * generated at build time for the login's), its errors mapped to Chinese messages by the form core's
 * mapper (`schemas/messages.ts`), then the descriptor's cross-field rules under their field,
 * as RJSF's forms show them. Returns every message by data path; the form core decides which show.
 */
export function checkLight(validator: ValidatorType<FormData, RJSFSchema, SchemaFormContext>) {
  return (
    data: FormData,
    schema: RJSFSchema,
    uiSchema: UiSchema<FormData, RJSFSchema>,
    brokenRules: FormController['brokenRules'],
  ): FieldMessages => {
    const { errors, validationError } = validator.rawValidation<ErrorObject>(schema, data);
    const out: Messages = { ...fieldMessages(errors ?? [], { schema, uiSchema }) };
    // A schema ajv cannot compile: the form as a whole is invalid.
    if (validationError)
      add(out, '', messageOf({ keyword: '', instancePath: '', message: validationError.message }));
    // The rules read the data with the schema's defaults, every field present, as in RJSF's forms.
    const filled = getDefaultFormState(validator, schema, data, schema, true) as FormData;
    for (const { field, message } of brokenRules(filled)) if (field in filled) add(out, field, message);
    return out;
  };
}

export type Validate = ReturnType<typeof checkLight>;
