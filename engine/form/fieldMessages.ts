import type { FieldMessages } from '../../schemas/messages';

/**
 * ajv errors → Chinese messages: the mapper and its message table are the schemas' own
 * (`schemas/messages.ts`), shared with the server's 400 answers; the forms read them from here.
 */
export {
  decimalsOf,
  fieldMessages,
  firstMessages,
  messageOf,
  messagePath,
  validationMessages,
  type FieldError,
  type FieldMessages,
  type MessageSource,
} from '../../schemas/messages';

/** The messages without those of the top-level fields `names` (fields hidden by their predicates). */
export function withoutFields(byPath: FieldMessages, names: readonly string[]): FieldMessages {
  if (!names.length) return byPath;
  return Object.fromEntries(
    Object.entries(byPath).filter(([path]) => !names.includes(path.split('.')[0] ?? '')),
  );
}
