/**
 * The gates of the security-code screens as truth tables: status × ifValid × user → visible / enabled,
 * computed from the descriptors as `npm run lint:screens -- --tables` prints them. Also the engine pieces
 * those screens use: derived fields, `assign`, tree options.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyDerived, treeOf } from '../../engine/blocks/controllers';
import { evaluate } from '../../engine/expr';
import { truthTables, type TruthTable } from '../../engine/explain/truthTables';

const screen = (name: string) => JSON.parse(readFileSync(`screens/${name}.screen.json`, 'utf8')) as unknown;
const tables = (name: string) => truthTables({ files: { [name]: screen(name) } });
const tableOf = (all: TruthTable[], action: string) => {
  const t = all.find((x) => x.action === action);
  if (!t) throw new Error(`no table for ${action}`);
  return t;
};
/** The outcome for the combination whose cells include these labels. */
/** A truth-table value names its code and label (`0 待审核`); the checks below read the label. */
const label = (v: string) => (v.includes(' ') ? v.slice(v.indexOf(' ') + 1) : v);
const labels = (r: TruthTable['rows'][number]) => Object.values(r.at).map(label);
const at = (t: TruthTable, cells: Record<string, string>) =>
  t.rows.filter((r) => Object.entries(cells).every(([k, v]) => label(r.at[k] ?? '') === v));

describe('安全码审批 (operator view)', () => {
  const all = tables('secApprove');
  it('审批 is enabled only at status 0 (待审核)', () => {
    const t = tableOf(all, '审批');
    for (const r of t.rows) expect(r.enabled, JSON.stringify(r.at)).toBe(labels(r).includes('待审核'));
  });
  it('查询远程 is enabled only at status 2 or 4', () => {
    const t = tableOf(all, '查询远程');
    for (const r of t.rows) {
      const ok = labels(r).some((v) => v === '已审核待下发' || v === '批量审核');
      expect(r.enabled, JSON.stringify(r.at)).toBe(ok);
    }
  });
  it('驳回 is always there; 回退 is shown only at status 1', () => {
    expect(tableOf(all, '驳回').rows.every((r) => r.visible && r.enabled)).toBe(true);
    const t = tableOf(all, '回退');
    for (const r of t.rows) expect(r.visible, JSON.stringify(r.at)).toBe(labels(r).includes('已下发安全码'));
  });
});

describe('安全码申请与查询 (institution view)', () => {
  const all = tables('secApply');
  it('退回 is hidden when invalid or issued', () => {
    const t = tableOf(all, '退回');
    expect(t.rows.length).toBeGreaterThan(3);
    for (const r of t.rows) {
      const values = labels(r);
      const invalid = values.includes('无效');
      const issued = values.includes('已下发');
      if (invalid || issued) expect(r.visible, JSON.stringify(r.at)).toBe(false);
    }
    expect(at(t, { 状态: '待系统确认', 是否有效: '有效' }).every((r) => r.visible)).toBe(true);
  });
  it('重置 is shown only at status 1; 编辑 is enabled only when valid', () => {
    for (const r of tableOf(all, '重置').rows)
      expect(r.visible, JSON.stringify(r.at)).toBe(labels(r).includes('已下发'));
    for (const r of tableOf(all, '编辑').rows)
      expect(r.enabled, JSON.stringify(r.at)).toBe(labels(r).includes('有效'));
  });
});

describe('engine pieces', () => {
  it('derived fields: hisCode NET and prodFlag 0 for hisPrd 00, else NEU and 1', () => {
    const dialog = (screen('secApply') as { dialogs: { apply: { derived: Record<string, unknown> } } })
      .dialogs.apply;
    const ctx = (form: Record<string, unknown>) => ({ form });
    expect(applyDerived(dialog.derived as never, { hisPrd: '00' }, ctx)).toMatchObject({
      hisCode: 'NET',
      prodFlag: '0',
    });
    expect(applyDerived(dialog.derived as never, { hisPrd: '11' }, ctx)).toMatchObject({
      hisCode: 'NEU',
      prodFlag: '1',
    });
    const same = { hisPrd: '21', hisCode: 'NEU', prodFlag: '1' };
    expect(applyDerived(dialog.derived as never, same, ctx)).toBe(same);
  });
  it('assign: batch rows with overrides', () => {
    const rows = evaluate(
      { map: [{ var: 'selection' }, { assign: [{ var: '' }, { obj: ['userNum', 255] }] }] },
      { selection: [{ id: 1, userNum: 10 }, { id: 2 }] },
    );
    expect(rows).toEqual([
      { id: 1, userNum: 255 },
      { id: 2, userNum: 255 },
    ]);
  });
  it('tree options follow children (province → city)', () => {
    const tree = treeOf([{ code: '21', name: '辽宁省', kids: [{ code: '2101', name: '沈阳市' }] }], {
      method: 'GET',
      path: '/x',
      label: 'name',
      value: 'code',
      children: 'kids',
    });
    expect(tree).toEqual([{ value: '21', label: '辽宁省', children: [{ value: '2101', label: '沈阳市' }] }]);
  });
});
