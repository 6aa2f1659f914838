import { useMemo } from 'react';
import type { FormSpec } from '../../../descriptor';
import type { FormController } from './formTypes';

type Shown = Pick<
  FormController,
  | 'id'
  | 'schema'
  | 'uiSchema'
  | 'mode'
  | 'store'
  | 'version'
  | 'resetKey'
  | 'hidden'
  | 'loading'
  | 'submission'
>;
type Commands = Omit<FormController, keyof Shown | 'hasSchema' | 'inline' | 'labelSpan' | 'enterSubmits'>;

/** The form controller object: the spec, what the form shows and its commands; the same while none changes. */
export function useFormControllerValue(
  spec: Partial<FormSpec>,
  { id, schema, uiSchema, mode, store, version, resetKey, hidden, loading, submission }: Shown,
  { onChange, bind, validate, submit, reset, setData, writers, brokenRules }: Commands,
): FormController {
  const { schema: given, inline, labelSpan, enterSubmits } = spec;
  return useMemo(
    () => ({
      id,
      hasSchema: Boolean(given),
      schema,
      uiSchema,
      inline: Boolean(inline),
      labelSpan,
      enterSubmits: enterSubmits ?? 'text',
      mode,
      store,
      version,
      resetKey,
      hidden,
      loading,
      submission,
      onChange,
      bind,
      validate,
      submit,
      reset,
      setData,
      writers,
      brokenRules,
    }),
    [
      id,
      given,
      schema,
      uiSchema,
      inline,
      labelSpan,
      enterSubmits,
      mode,
      store,
      version,
      resetKey,
      hidden,
      loading,
      submission,
      onChange,
      bind,
      validate,
      submit,
      reset,
      setData,
      writers,
      brokenRules,
    ],
  );
}
