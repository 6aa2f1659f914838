import type { ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import {
  fieldMessages,
  messageOf,
  withoutFields,
  type FieldError,
  type FieldMessages,
  type FormStore,
} from '../../engine/form';

/** `a/b` → `/a~1b`: a JSON pointer segment. */
const escape = (key: string) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/**
 * RJSF's copy of an ajv error → the ajv error the form core maps (`schemas/messages.ts`):
 * RJSF has put a `required` error under its missing property already, the core does it again.
 */
export function fromRjsf(e: RJSFValidationError): FieldError {
  const keys = (e.property ?? '').split('.').filter(Boolean);
  const missing = (e.params as { missingProperty?: unknown } | undefined)?.missingProperty;
  if (e.name === 'required' && keys.at(-1) === missing) keys.pop();
  return {
    keyword: e.name ?? '',
    instancePath: keys.map(escape).join(''),
    params: e.params,
    message: e.message,
    title: e.title,
  };
}

/** The Chinese message of one error (ajv-errors messages are kept as they are; never ajv's English). */
export function chineseMessage(e: RJSFValidationError, schema: RJSFSchema, ui?: UiSchema): string {
  return messageOf(fromRjsf(e), { schema, uiSchema: ui });
}

/** RJSF's errors → the form core's messages by data path. */
export const rjsfMessages = (errors: RJSFValidationError[], schema: RJSFSchema, ui?: UiSchema) =>
  fieldMessages(errors.map(fromRjsf), { schema, uiSchema: ui });

/** Messages by data path → RJSF's errors, one per message. */
const toRjsf = (byPath: FieldMessages): RJSFValidationError[] =>
  Object.entries(byPath).flatMap(([property, list]) =>
    list.map((message) => ({ property, message, stack: message })),
  );

/** Chinese messages for RJSF errors, keeping only the paths `shown` accepts. */
export function createTransformErrors(
  schema: RJSFSchema,
  shown: (property: string) => boolean,
): ErrorTransformer {
  return (errors, ui) =>
    toRjsf(Object.fromEntries(Object.entries(rjsfMessages(errors, schema, ui)).filter(([p]) => shown(p))));
}

/**
 * RJSF's errors handed to the form store `core` (without those of the `hidden` fields), and back to
 * RJSF only those the store shows (touched fields before the first submit, every field after it).
 */
export function coreTransformErrors(
  schema: RJSFSchema,
  core: FormStore,
  hidden: () => readonly string[],
): ErrorTransformer {
  return (errors, ui) => {
    core.setMessages(withoutFields(rjsfMessages(errors, schema, ui), hidden()));
    core.publish();
    return toRjsf(Object.fromEntries(core.shown().map((s) => [s.path, s.messages])));
  };
}
