/** The field dictionary of the whole catalogue, and the node builders bound to it. */
import { makeNodeBuilders, type FieldDef } from '../../../../schemas/dealDsl';
import { CATALOGUE_FIELDS } from './catalogue';
import { FEE_FIELDS } from './fee';
import { PERSON_FIELDS } from './person';
import { SETTLEMENT_FIELDS } from './settlement';
import { VISIT_FIELDS } from './visit';

export const FIELDS: Readonly<Record<string, FieldDef>> = {
  ...PERSON_FIELDS,
  ...VISIT_FIELDS,
  ...FEE_FIELDS,
  ...SETTLEMENT_FIELDS,
  ...CATALOGUE_FIELDS,
};

export const { node, list, props } = makeNodeBuilders(FIELDS);
