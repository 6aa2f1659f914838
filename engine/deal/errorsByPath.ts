import type { ErrorObject } from 'ajv';
import type { DealErrors } from './types';

/** `/diseinfo/2/diag_code` → `diseinfo.2.diag_code`. */
function pathOf(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The property a `required` error (or an ajv-errors message wrapping them) is about. */
function missingOf(e: ErrorObject): string | undefined {
  if (e.keyword === 'required') return (e.params as { missingProperty?: string }).missingProperty;
  if (e.keyword !== 'errorMessage') return undefined;
  const inner = (e.params as { errors?: ErrorObject[] }).errors ?? [];
  if (!inner.length || !inner.every((x) => x.keyword === 'required')) return undefined;
  return (inner[0]?.params as { missingProperty?: string } | undefined)?.missingProperty;
}

/**
 * ajv errors → one message per data path: a missing property's message goes under that property; the
 * schema's own messages (ajv-errors) win over ajv's defaults; the first message of a path is kept.
 */
export function errorsByPath(errors: readonly ErrorObject[]): DealErrors {
  const out: DealErrors = {};
  const ranked = [
    ...errors.filter((e) => e.keyword === 'errorMessage'),
    ...errors.filter((e) => e.keyword !== 'errorMessage'),
  ];
  for (const e of ranked) {
    const missing = missingOf(e);
    const path = [...pathOf(e.instancePath), ...(missing === undefined ? [] : [missing])].join('.');
    if (!(path in out)) out[path] = e.message ?? e.keyword;
  }
  return out;
}
