import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import type { RJSFSchema } from '@rjsf/utils';
import type { FormData } from '../../engine/form';
import type { SchemaFormContext } from './formContext';

/**
 * The validator of every form: ajv with `allErrors` (needed by ajv-errors) and ajv-formats (added by
 * RJSF), extended with ajv-errors so a schema's `errorMessage` gives the field its Chinese message.
 */
export const validator = customizeValidator<FormData, RJSFSchema, SchemaFormContext>({
  ajvOptionsOverrides: { allErrors: true },
  extenderFn: (ajv) => ajvErrors(ajv),
});
