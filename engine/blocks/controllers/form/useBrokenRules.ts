import { useCallback } from 'react';
import type { FormSpec } from '../../../descriptor';
import { renderTemplate, test } from '../../../expr';
import type { FormData } from '../../../form';
import type { FormContextOf } from './formOptions';

/** The cross-field rules some data breaks: each one's field and its rendered message. */
export function useBrokenRules(rules: FormSpec['rules'], contextOf: FormContextOf) {
  return useCallback(
    (data: FormData) => {
      const ctx = contextOf.current(data);
      return (rules ?? [])
        .filter((r) => !test(r.test, ctx))
        .map((r) => ({ field: r.field, message: renderTemplate(r.message, ctx) }));
    },
    [rules, contextOf],
  );
}
