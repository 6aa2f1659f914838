import type { Ajv } from 'ajv';
import type { JsonSchema } from '../schema';
import { errorsByPath } from './errorsByPath';
import type { DealValidate } from './types';

/** Compiles a deal's input schema: the validator answers null when valid, else the messages by path. */
export function compileDealValidator(ajv: Ajv, schema: JsonSchema): DealValidate {
  const check = ajv.compile(schema);
  return (data) => (check(data) ? null : errorsByPath(check.errors ?? []));
}
