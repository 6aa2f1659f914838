import { getDefaultRegistry } from '@rjsf/core';
import { hasWidget, type RJSFSchema } from '@rjsf/utils';
import type { LintInput } from '../engine/lint';
import { allSchemas } from '../schemas';
import { iconNames } from './icons';
import { formWidgets } from './form/widgets';

type Schema = Record<string, unknown>;

const TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'];

/** What the console's side gives the lint: shared schemas, icons and widgets (the CLI and 界面预览). */
export type LintTargets = Required<Pick<LintInput, 'schemas' | 'icons' | 'widgetExists'>>;

/** The shared schemas of `schemas/`, the icon set and the form widgets the descriptors are checked against. */
export function lintTargets(): LintTargets {
  const schemas: Record<string, Schema> = Object.fromEntries(allSchemas.map((s) => [s.$id, s]));
  const registry = { ...getDefaultRegistry().widgets, ...formWidgets };
  /** RJSF's own lookup (a registered name, or an alias such as `radio` for the field's type). */
  const widgetExists = (name: string, field: Schema | undefined) => {
    const candidates = field?.type ? [field] : TYPES.map((type) => ({ ...field, type }));
    return candidates.some((s) => hasWidget(s as RJSFSchema, name, registry));
  };
  return { schemas, icons: iconNames as readonly string[], widgetExists };
}
