import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, findDeal } from '../../server/deals/catalogue';
import { HANDLERS } from '../../server/deals/center/handlers';
import { dealInputSchema } from '../../server/deals/input';

const REQUIRED_DEALS = [
  '9001',
  '9002',
  '1101',
  '2101',
  '2102',
  '2103',
  '2201',
  '2202',
  '2203',
  '2204',
  '2205',
  '2206',
  '2207',
  '2208',
  '2301',
  '2302',
  '2303',
  '2304',
  '2305',
  '2401',
  '2402',
  '2403',
  '2404',
  '2405',
  '2601',
  '3201',
  '3202',
  '9101',
  '9102',
  '5201',
  '5202',
  '5203',
  '5204',
  '5205',
  '5206',
  ...Array.from({ length: 21 }, (_, i) => String(1301 + i)),
];

describe('the deal catalogue (docs/domain.md)', () => {
  it('holds every deal docs/domain.md names, 9001, 9002 and 9102 included, each once', () => {
    const names = CATALOGUE.map((d) => d.dealName);
    expect(names).toEqual(expect.arrayContaining(REQUIRED_DEALS));
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['9001', '9002', '9102']) expect(findDeal(name)).toBeDefined();
  });

  it.each(CATALOGUE.map((d) => [d.dealName, d] as const))(
    '%s: names, labels, lengths, tips and code lists',
    (_, deal) => {
      expect(deal.comment).not.toBe('');
      expect(deal.reqNodeNames).toEqual(deal.reqProperties.map((n) => n.nodeName));
      for (const node of [...deal.reqProperties, ...deal.resProperties]) {
        expect(node.nodeName).toMatch(/^[A-Za-z]\w*$/);
        expect(node.title).not.toBe('');
        expect(new Set(node.properties.map((p) => p.name)).size).toBe(node.properties.length);
        for (const p of node.properties) {
          expect(p.name).toMatch(/^[A-Za-z_]\w*$/);
          expect(p.comment).not.toBe('');
          expect(p.length).toBeGreaterThan(0);
          if (p.formType === 'SELECT') expect(p.options?.length).toBeGreaterThan(0);
          else expect(p.options).toBeUndefined();
          const verb = p.formType === 'INPUT' ? '请输入' : '请选择';
          expect(p.tip).toBe(`${verb}${p.comment}`);
        }
      }
      expect(deal.reqProperties.some((n) => n.properties.some((p) => p.require))).toBe(true);
    },
  );

  it('input nodes have distinct names; the 13xx file catalogues are DOWNLOAD, the paged queries DOWNJSON', () => {
    for (const d of CATALOGUE) expect(new Set(d.reqNodeNames).size).toBe(d.reqNodeNames.length);
    const byType = (t: string) => CATALOGUE.filter((d) => d.dealType === t).map((d) => d.dealName);
    expect(byType('DOWNJSON')).toEqual(['1312', '1316', '1317', '1318', '1319']);
    expect(byType('DOWNLOAD')).toEqual([
      '1301',
      '1302',
      '1303',
      '1304',
      '1305',
      '1306',
      '1307',
      '1308',
      '1309',
      '1310',
      '1311',
      '1313',
      '1314',
      '1315',
      '1320',
      '1321',
    ]);
  });

  it('fields keep the national lengths and required flags (spot checks)', () => {
    const prop = (deal: string, node: string, name: string) =>
      findDeal(deal)
        ?.reqProperties.find((n) => n.nodeName === node)
        ?.properties.find((p) => p.name === name);
    expect(prop('1101', 'data', 'mdtrt_cert_no')).toMatchObject({
      length: 50,
      require: true,
      tip: '请输入就诊凭证编号',
    });
    expect(prop('1101', 'data', 'mdtrt_cert_type')?.options).toEqual([
      { name: '医保电子凭证', value: '01' },
      { name: '居民身份证', value: '02' },
      { name: '社会保障卡', value: '03' },
    ]);
    expect(prop('2207', 'data', 'insutype')).toMatchObject({
      formType: 'SELECT',
      require: true,
      tip: '请选择险种类型',
    });
    expect(prop('2204', 'feedetail', 'fee_ocur_time')).toMatchObject({ formType: 'DATE14', require: true });
    expect(prop('3201', 'data', 'stmt_begndate')).toMatchObject({
      formType: 'DATE8',
      tip: '请选择对账开始日期',
    });
    expect(prop('2401', 'mdtrtinfo', 'main_cond_dscr')).toMatchObject({ length: 1000, require: false });
    expect(prop('2601', 'data', 'oinfno')?.options?.map((o) => o.value)).toEqual([
      '2102',
      '2103',
      '2207',
      '2208',
      '2304',
      '2305',
      '2401',
    ]);
    expect(findDeal('2204')?.reqProperties[0]?.array).toBe(true);
  });

  it('every deal has a simulator handler and an input schema that compiles', () => {
    const ajv = new Ajv({ strict: false });
    for (const d of CATALOGUE) {
      expect(HANDLERS[d.dealName], d.dealName).toBeTypeOf('function');
      expect(() => ajv.compile(dealInputSchema(d))).not.toThrow();
    }
  });
});
