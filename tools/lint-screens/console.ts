import { getDefaultRegistry } from '@rjsf/core';
import { hasWidget, type RJSFSchema } from '@rjsf/utils';
import * as shared from '../../schemas';
import { iconNames } from '../../widgets/icons';
import { formWidgets } from '../../widgets/form/widgets';

type Schema = Record<string, unknown>;

const TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'];

/** What the lint checks descriptors against on the console's side: shared schemas, icons and widgets. */
export async function loadConsole() {
  const schemas = Object.fromEntries(
    (Object.values(shared) as unknown[])
      .filter((s): s is Schema => !!s && typeof s === 'object' && typeof (s as Schema).$id === 'string')
      .map((s) => [s.$id as string, s]),
  );
  const registry = { ...getDefaultRegistry().widgets, ...formWidgets };
  /** RJSF's own lookup (a registered name, or an alias such as `radio` for the field's type). */
  const widgetExists = (name: string, field: Schema | undefined) => {
    const candidates = field?.type ? [field] : TYPES.map((type) => ({ ...field, type }));
    return candidates.some((s) => hasWidget(s as RJSFSchema, name, registry));
  };
  return { schemas, icons: iconNames as readonly string[], widgetExists };
}
