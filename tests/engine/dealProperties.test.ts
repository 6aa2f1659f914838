import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RJSFSchema } from '@rjsf/utils';
import {
  convertDeal,
  createDealAjv,
  dealMessages,
  dealMetaToSchema,
  requiredMessage,
} from '../../engine/deal';
import { validator } from '../../widgets/form/validator';
import { dealMeta, validInput } from './dealArbitraries';

const withData = dealMeta.chain((meta) => fc.tuple(fc.constant(meta), validInput(meta)));
const runs = { numRuns: 100 };
const ajv = createDealAjv();
type Rows = Record<string, unknown>[];

describe('converter properties on random metadata (fast-check)', () => {
  it('every generated schema compiles in ajv with ajv-errors (the console options) and in the RJSF validator', () => {
    fc.assert(
      fc.property(dealMeta, (meta) => {
        const { schema, outputSchema } = dealMetaToSchema(meta);
        expect(() => ajv.compile(schema)).not.toThrow();
        expect(() => ajv.compile(outputSchema)).not.toThrow();
        expect(validator.rawValidation(schema as RJSFSchema, {}).validationError).toBeUndefined();
      }),
      runs,
    );
  });

  it('data generated from the metadata passes, in the deal validator and in the console validator', () => {
    fc.assert(
      fc.property(withData, ([meta, data]) => {
        const { schema, validate } = convertDeal(meta);
        expect(validate(data)).toBeNull();
        expect(validator.isValid(schema as RJSFSchema, data, schema as RJSFSchema)).toBe(true);
      }),
      runs,
    );
  });

  it('removing each required field fails with exactly its tip, under that field', () => {
    fc.assert(
      fc.property(withData, ([meta, data]) => {
        const { validate } = convertDeal(meta);
        for (const node of meta.reqProperties.filter((n) => !n.array)) {
          for (const p of node.properties.filter((x) => x.require)) {
            const values = { ...(data[node.nodeName] as Record<string, unknown>) };
            delete values[p.name];
            expect(validate({ ...data, [node.nodeName]: values })).toEqual({
              [`${node.nodeName}.${p.name}`]: requiredMessage(p),
            });
          }
        }
      }),
      runs,
    );
  });

  it('list rows must be complete: an emptied cell fails with its tip (required) or 请完善信息', () => {
    fc.assert(
      fc.property(withData, ([meta, data]) => {
        const { validate } = convertDeal(meta);
        for (const node of meta.reqProperties.filter((n) => n.array)) {
          const rows = data[node.nodeName] as Rows;
          for (const p of node.properties) {
            const { [p.name]: _, ...rest } = rows[0] ?? {};
            expect(validate({ ...data, [node.nodeName]: [rest, ...rows.slice(1)] })).toEqual({
              [`${node.nodeName}.0.${p.name}`]: p.require ? requiredMessage(p) : dealMessages.rowIncomplete,
            });
          }
          expect(validate({ ...data, [node.nodeName]: [] })).toEqual({
            [node.nodeName]: dealMessages.arrayEmpty(node.title),
          });
        }
      }),
      runs,
    );
  });

  it('the console validator reports the same tip for a removed required field', () => {
    fc.assert(
      fc.property(withData, ([meta, data]) => {
        const { schema } = convertDeal(meta);
        for (const node of meta.reqProperties.filter((n) => !n.array)) {
          const p = node.properties.find((x) => x.require);
          if (!p) continue;
          const values = { ...(data[node.nodeName] as Record<string, unknown>) };
          delete values[p.name];
          const { errors } = validator.rawValidation(schema as RJSFSchema, {
            ...data,
            [node.nodeName]: values,
          });
          expect(errors?.map((e) => e.message)).toContain(requiredMessage(p));
        }
      }),
      { numRuns: 50 },
    );
  });
});
