/**
 * 对比 for a deal, field by field (docs/studio.md, 交易目录): per node the fields added, removed, moved
 * and changed (each property `标题：旧 → 新`, titled as DealMetaSchema titles it), the node's own
 * properties, and the deal's.
 */
import { describe, expect, it } from 'vitest';
import { findDeal } from '../../server/deals/catalogue';
import type { DealMeta } from '../../schemas/deal';
import { code, Y } from '../../fixtures/dealBuilders';
import { dealCodes } from '../../fixtures/dealCodes';
import { dealMetaDiff, readableDealDiff } from '../../engine/deal/dealMetaDiff';

const baseline = findDeal('2207') as DealMeta;
const copy = (): DealMeta => structuredClone(baseline);
const fieldOf = (meta: DealMeta, node: string, name: string) =>
  meta.reqProperties
    .concat(meta.resProperties)
    .find((n) => n.nodeName === node)!
    .properties.find((p) => p.name === name)!;
const LOCAL_FLAG = code('local_flag', '地方标识', dealCodes.yesNo, 1, Y);

describe('the field-by-field diff of two versions of a deal', () => {
  it('says nothing of two equal versions', () => {
    expect(dealMetaDiff(baseline, copy())).toEqual([]);
  });

  it('names a field added to 2207 and each property changed on 发票号, titled as the schema titles them', () => {
    const edited = copy();
    edited.reqProperties[0]!.properties.push(LOCAL_FLAG);
    Object.assign(fieldOf(edited, 'data', 'invono'), { length: 8, pattern: '^[0-9]{8,20}$' });
    expect(dealMetaDiff(baseline, edited)).toEqual([
      {
        title: '输入节点 data（结算信息）',
        changes: [
          {
            kind: 'changed',
            text: '修改字段 invono 发票号',
            details: ['长度：20 → 8', '格式（正则表达式）：（无） → ^[0-9]{8,20}$'],
          },
          { kind: 'added', text: '新增字段 local_flag 地方标识' },
        ],
      },
    ]);
  });

  it('names a field removed, a field moved, the node and the deal changed', () => {
    const edited = copy();
    edited.comment = '门诊结算（地方）';
    const data = edited.reqProperties[0]!;
    data.title = '门诊结算';
    data.properties = data.properties.filter((p) => p.name !== 'chrg_bchno');
    const [invono] = data.properties.splice(
      data.properties.findIndex((p) => p.name === 'invono'),
      1,
    );
    data.properties.unshift(invono!);
    edited.resProperties[0]!.array = true;
    expect(dealMetaDiff(baseline, edited)).toEqual([
      { title: '交易', changes: [{ kind: 'changed', text: '交易名称：门诊结算 → 门诊结算（地方）' }] },
      {
        title: '输入节点 data（门诊结算）',
        changes: [
          { kind: 'changed', text: '节点说明：结算信息 → 门诊结算' },
          { kind: 'moved', text: '顺序 invono 发票号：第 10 位 → 第 1 位' },
          { kind: 'removed', text: '删除字段 chrg_bchno 收费批次号' },
        ],
      },
      {
        title: '输出节点 setlinfo（结算信息）',
        changes: [{ kind: 'changed', text: '是否列表：否 → 是' }],
      },
    ]);
  });

  it('names a node added or removed, and a code list changed by its codes', () => {
    const edited = copy();
    edited.reqProperties.push({
      nodeName: 'exp_content',
      title: '扩展信息',
      array: false,
      properties: [LOCAL_FLAG],
    });
    edited.resProperties = edited.resProperties.filter((n) => n.nodeName !== 'setldetail');
    fieldOf(edited, 'data', 'acct_used_flag').options = [{ value: '1', name: '使用' }];
    const sections = dealMetaDiff(baseline, edited);
    expect(sections.map((s) => s.title)).toEqual([
      '输入节点 data（结算信息）',
      '输入节点 exp_content（扩展信息）',
      '输出节点 setldetail（结算基金分项信息）',
    ]);
    expect(sections[0]?.changes[0]?.details).toEqual(['选项：0 否、1 是 → 1 使用']);
    expect(sections[1]?.changes).toEqual([
      { kind: 'added', text: '新增节点，1 个字段' },
      { kind: 'added', text: '新增字段 local_flag 地方标识' },
    ]);
    expect(sections[2]?.changes).toEqual([{ kind: 'removed', text: '删除节点' }]);
  });

  it('reads the two texts, and answers nothing for a text that is not deal metadata', () => {
    const text = JSON.stringify(baseline);
    const edited = copy();
    edited.dealType = 'DOWNLOAD';
    expect(readableDealDiff(text, JSON.stringify(edited))).toEqual([
      { title: '交易', changes: [{ kind: 'changed', text: '交易类型：（无） → DOWNLOAD' }] },
    ]);
    expect(readableDealDiff(text, '{"dealName": ')).toBeUndefined();
  });
});
