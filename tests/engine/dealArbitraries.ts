import fc from 'fast-check';
import dayjs from 'dayjs';
import type { DealMeta, DealNode, DealProperty } from '../../schemas/deal';
import { DEAL_FORM_TYPES } from '../../schemas/deal';

/** Random deal metadata and data valid for it (property-based tests of the converter). */
const hanzi = fc.constantFrom(
  ...'人员编号险种类型就诊凭证开始时间结算诊断代码名称科室医生费用总额备注'.split(''),
);
const label = fc.string({ unit: hanzi, minLength: 1, maxLength: 8 });
const fieldName = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);
const length = fc.oneof(fc.constantFrom(0, 1, 2, 999, 1000, 1001, 4000), fc.integer({ min: 1, max: 200 }));
const options = fc.uniqueArray(fc.record({ value: fc.stringMatching(/^[0-9]{1,4}$/), name: label }), {
  selector: (o) => o.value,
  minLength: 0,
  maxLength: 6,
});

const property: fc.Arbitrary<DealProperty> = fc
  .record({
    name: fieldName,
    comment: label,
    formType: fc.constantFrom(...DEAL_FORM_TYPES),
    require: fc.boolean(),
    tip: fc.oneof(fc.constant(''), fc.string({ unit: hanzi, minLength: 2, maxLength: 10 })),
    length,
    options,
    // The keys a configurator adds: a group, and a pattern every non-empty value matches (valid data stays valid).
    group: fc.option(fc.constantFrom('甲组', '乙组', '丙组'), { nil: undefined }),
    pattern: fc.option(fc.constant('[\\s\\S]'), { nil: undefined }),
  })
  .map(({ group, pattern, ...p }) => ({
    ...(p.formType === 'SELECT' ? p : { ...p, options: undefined }),
    ...(group ? { group } : {}),
    ...(pattern ? { pattern } : {}),
  }));

const dealNode: fc.Arbitrary<DealNode> = fc.record({
  nodeName: fieldName,
  title: label,
  array: fc.boolean(),
  properties: fc.uniqueArray(property, { selector: (p) => p.name, maxLength: 8 }),
});

export const dealMeta: fc.Arbitrary<DealMeta> = fc
  .record({
    dealName: fc.stringMatching(/^[0-9]{4}$/),
    comment: label,
    dealType: fc.constantFrom('' as const, 'DOWNLOAD' as const, 'DOWNJSON' as const),
    reqProperties: fc.uniqueArray(dealNode, { selector: (n) => n.nodeName, maxLength: 4 }),
    resProperties: fc.uniqueArray(dealNode, { selector: (n) => n.nodeName, maxLength: 3 }),
  })
  .map((m) => ({ ...m, reqNodeNames: m.reqProperties.map((n) => n.nodeName) }));

const day = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** A valid value of one property. */
function valueOf(p: DealProperty): fc.Arbitrary<string> {
  if (p.formType === 'SELECT' && p.options?.length) return fc.constantFrom(...p.options.map((o) => o.value));
  if (p.formType === 'DATE8') return day.map((d) => dayjs(d).format('YYYY-MM-DD'));
  if (p.formType === 'DATE14') return day.map((d) => dayjs(d).format('YYYY-MM-DD HH:mm:ss'));
  const max = p.length > 0 ? Math.min(p.length, 12) : 12;
  return fc.string({ minLength: 1, maxLength: max, unit: fc.constantFrom(...'abc123人员编号'.split('')) });
}

/** The values of a row: required ones always, the others sometimes (all of them in a list's rows). */
function rowOf(props: DealProperty[], complete: boolean): fc.Arbitrary<Record<string, string>> {
  const entries = props.map((p) =>
    complete || p.require
      ? valueOf(p).map((v) => [p.name, v] as const)
      : fc.option(valueOf(p), { nil: undefined }).map((v) => [p.name, v] as const),
  );
  return fc
    .tuple(...entries)
    .map((pairs) =>
      Object.fromEntries(pairs.filter((e): e is readonly [string, string] => e[1] !== undefined)),
    );
}

/** A dealInput valid for `meta`: every node, required values, lists of 1–3 complete rows. */
export function validInput(meta: DealMeta): fc.Arbitrary<Record<string, unknown>> {
  const nodes = meta.reqProperties.map((n) =>
    (n.array
      ? fc.array(rowOf(n.properties, true), { minLength: 1, maxLength: 3 })
      : rowOf(n.properties, false)
    ).map((v) => [n.nodeName, v] as const),
  );
  return fc.tuple(...nodes).map((pairs) => Object.fromEntries(pairs));
}
