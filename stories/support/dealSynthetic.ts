import type { DealMeta, DealProperty } from '../../schemas/deal';
import { code, date, dateTime, deal, node, text, Y } from './dealBuilders';
import { dealCodes as c } from './dealCodes';

const pad = (n: number) => String(n).padStart(3, '0');

/** The i-th field of the synthetic deal: mostly texts, with selects, dates, date-times and a textarea. */
function fieldAt(i: number): DealProperty {
  const name = `fld_${pad(i + 1)}`;
  const label = `字段${pad(i + 1)}`;
  const required = i % 3 === 0;
  const kind = i % 20;
  if (kind === 13) return code(name, label, c.insutype, 6, required);
  if (kind === 14) return code(name, label, c.med_type, 6, required);
  if (kind === 15) return code(name, label, c.clr_type, 6, required);
  if (kind === 16) return date(name, label, required);
  if (kind === 17) return dateTime(name, label, required);
  if (kind === 19) return text(name, label, 1000, required);
  return text(name, label, [30, 50, 100, 20][i % 4] ?? 30, required);
}

/** A synthetic deal of `fields` fields in object nodes of `perNode` (the 300-field benchmark form). */
export function syntheticDeal(fields = 300, perNode = 30): DealMeta {
  const nodes = Array.from({ length: Math.ceil(fields / perNode) }, (_, n) =>
    node(
      `node${pad(n + 1)}`,
      `信息组${n + 1}`,
      Array.from({ length: Math.min(perNode, fields - n * perNode) }, (_, k) => fieldAt(n * perNode + k)),
    ),
  );
  return deal('9999', `合成交易（${fields}个字段）`, nodes, []);
}

/** 2301 住院费用明细上传 (domain §5): one input list, the 200-row benchmark table. */
export const deal2301 = deal(
  '2301',
  '住院费用明细上传',
  [
    node(
      'feedetail',
      '费用明细',
      [
        text('feedetl_sn', '费用明细流水号', 30, Y),
        text('mdtrt_id', '就诊ID', 30, Y),
        text('psn_no', '人员编号', 30, Y),
        code('med_type', '医疗类别', c.med_type, 6, Y),
        dateTime('fee_ocur_time', '费用发生时间', Y),
        text('med_list_codg', '医疗目录编码', 50, Y),
        text('det_item_fee_sumamt', '明细项目费用总额', 16, Y),
        text('cnt', '数量', 16, Y),
        text('pric', '单价', 16, Y),
        text('bilg_dept_name', '开单科室名称', 100, Y),
      ],
      true,
    ),
  ],
  [],
);

/** `n` complete fee-detail rows of deal 2301. */
export function feeRows(n: number): Record<string, string>[] {
  return Array.from({ length: n }, (_, i) => ({
    feedetl_sn: `FY2024030100${String(i + 1).padStart(4, '0')}`,
    mdtrt_id: '300179916',
    psn_no: '13030011303013321217',
    med_type: '21',
    fee_ocur_time: '2024-03-01 09:30:00',
    med_list_codg: `XA01ABD07500${String(i % 100).padStart(2, '0')}`,
    det_item_fee_sumamt: (12.5 * ((i % 7) + 1)).toFixed(2),
    cnt: String((i % 7) + 1),
    pric: '12.50',
    bilg_dept_name: '心内科',
  }));
}

/** Values for every field of a synthetic deal (a filled form). */
export function syntheticValues(meta: DealMeta): Record<string, Record<string, string>> {
  const value = (p: DealProperty): string =>
    p.formType === 'SELECT'
      ? (p.options?.[0]?.value ?? '')
      : p.formType === 'DATE8'
        ? '2024-03-01'
        : p.formType === 'DATE14'
          ? '2024-03-01 08:00:00'
          : '示例';
  return Object.fromEntries(
    meta.reqProperties.map((n) => [
      n.nodeName,
      Object.fromEntries(n.properties.map((p) => [p.name, value(p)])),
    ]),
  );
}
