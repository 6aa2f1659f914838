import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { deepEquals, type RJSFSchema } from '@rjsf/utils';
import type { FormData } from '../../engine/form';
import { LoginBody } from '../../schemas/auth';
import type { SchemaFormContext } from './formContext';
import { checkLight, type Validate } from './lightCheck';
import validateFns from 'virtual:precompiled-validators';

const validator = createPrecompiledValidator<FormData, RJSFSchema, SchemaFormContext>(
  validateFns,
  LoginBody as unknown as RJSFSchema,
);
const validateLogin = checkLight(validator);

/** The login's validation by the validators generated at build time, for its schema unchanged only. */
export const precompiledFor = (schema: object): Validate | undefined =>
  deepEquals(schema, LoginBody) ? validateLogin : undefined;
