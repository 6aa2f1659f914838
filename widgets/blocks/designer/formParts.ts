import { generateTemplates } from '@rjsf/antd';
import type { RJSFSchema } from '@rjsf/utils';
import { layoutOf, type SchemaFormContext } from '../../form/formContext';

/** What every property form of the designer draws with (the node's, and a choice's own form inside it). */
export type Data = Record<string, unknown>;
export const templates = generateTemplates<Data, RJSFSchema, SchemaFormContext>();
export const formContext: SchemaFormContext = {
  ...layoutOf(false),
  fields: { get: () => undefined, set: () => undefined },
};
export const NO_SUBMIT = { 'ui:submitButtonOptions': { norender: true } };

/** A form id from a JSON Pointer: RJSF's ids, unique per node and key. */
export const idPrefixOf = (path: string) => `yb-prop${path.replace(/[^\w]/g, '_')}`;
