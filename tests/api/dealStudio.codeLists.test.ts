/**
 * 交易目录's code lists (docs/server.md#交易目录-deals-as-data): `GET /commondeal/deals/studio/code-lists`
 * answers every list a deal field's 代码表 may name — the national interface's and the base-info ones —
 * by name in order, each with its codes and labels; the editor's 代码表 offers them.
 */
import { describe, expect, it } from 'vitest';
import { fileHarness, platformOperator } from './helpers';

const URL = '/commondeal/deals/studio/code-lists';
const { h, admin } = await fileHarness({ admin: 'admin' });
const configurator = await platformOperator(h, 'deal_code_lists', 'ROLE_CONFIG');

type Lists = Record<string, { name: string; value: string }[]>;

describe('交易目录: the code lists a field may name', () => {
  it('answers each list by name, in order, with its codes and labels: med_type’s 普通门诊 and 门诊慢特病', async () => {
    const lists = (await h.call<Lists>('GET', URL, { token: configurator })).data;
    const names = Object.keys(lists);
    expect(names).toEqual([...names].sort());
    expect(lists.med_type!.slice(0, 2)).toEqual([
      { value: '11', name: '普通门诊' },
      { value: '12', name: '门诊挂号' },
    ]);
    expect(lists.med_type).toContainEqual({ value: '14', name: '门诊慢特病' });
    // A national list that is no base-info dictionary: the editor did not offer it before.
    expect(lists.mdtrt_cert_type).toContainEqual({ value: '02', name: '居民身份证' });
    expect(lists.yes_no).toEqual([
      { value: '0', name: '否' },
      { value: '1', name: '是' },
    ]);
  });

  it('an administrator reads them too', async () => {
    const answer = await h.call<Lists>('GET', URL, { token: admin });
    expect(answer.code).toBe(0);
    expect(Object.keys(answer.data).length).toBeGreaterThan(10);
  });
});
