import type { CustomValidator, ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { FormData } from '../../engine/blocks/controllers';
import type { SchemaFormContext } from './formContext';
import { createTransformErrors } from './transformErrors';

type Custom = CustomValidator<FormData, RJSFSchema, SchemaFormContext>;

/**
 * The light form's validation with `validator` (ajv compiling the schema, or the validators generated
 * at build time for the login's) and the Chinese messages of RJSF's forms, so a light form shows the
 * same messages. Returns each field's messages (only those `shown` accepts) and whether the data is valid.
 */
export function checkLight(validator: ValidatorType<FormData, RJSFSchema, SchemaFormContext>) {
  return (
    data: FormData,
    schema: RJSFSchema,
    uiSchema: UiSchema<FormData, RJSFSchema, SchemaFormContext>,
    customValidate: Custom,
    shown: (property: string) => boolean,
  ): { valid: boolean; messages: Record<string, string[]> } => {
    const { errors, errorSchema } = validator.validateFormData(
      data,
      schema,
      customValidate,
      createTransformErrors(schema, shown),
      uiSchema,
    );
    const messages: Record<string, string[]> = {};
    for (const [field, node] of Object.entries((errorSchema ?? {}) as Record<string, ErrorSchema>)) {
      const list = (node as { __errors?: string[] }).__errors;
      if (field !== '__errors' && list?.length) messages[field] = list;
    }
    return { valid: errors.length === 0, messages };
  };
}

export type Validate = ReturnType<typeof checkLight>;
