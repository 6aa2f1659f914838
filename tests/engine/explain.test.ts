import { describe, expect, it } from 'vitest';
import type { CrudBlock, Expr } from '../../engine/descriptor';
import { explainFalse, vocabularyOfCrud } from '../../engine/explain';

/** A crud whose columns name the fields (状态 with its value map, 冲正标志, 金额) — generic engine words. */
const crud: CrudBlock = {
  type: 'crud',
  list: { method: 'GET', path: '/x' },
  rowKey: 'id',
  columns: [
    { title: '状态', field: 'status', format: { map: { '0': '待审核', '1': '已通过', '2': '已驳回' } } },
    { title: '冲正标志', field: 'used', format: { map: { '0': '未冲正', '1': '已冲正' } } },
    { title: '金额', field: 'amount' },
    { title: '备注', field: 'note' },
  ],
};
const vocab = vocabularyOfCrud(crud);
const why = (expr: Expr, ctx: Record<string, unknown>) => explainFalse(expr, ctx, vocab);
const row = (r: Record<string, unknown>) => ({ row: r, user: { roles: [], orgCode: 'H1' }, selection: [] });
const status = { var: 'row.status' };

describe('why is this disabled: reasons derived from the enabled predicate', () => {
  it('a true predicate (or none) has no reason', () => {
    expect(why({ '==': [status, '0'] }, row({ status: '0' }))).toBeUndefined();
    expect(explainFalse(undefined, {})).toBeUndefined();
  });

  it('== names the column and the value label: 仅当 状态 为 待审核 时可用', () => {
    expect(why({ '==': [status, '0'] }, row({ status: '1' }))).toBe('仅当 状态 为 待审核 时可用');
    expect(why({ '==': ['0', status] }, row({ status: '1' }))).toBe('仅当 状态 为 待审核 时可用');
  });

  it('!= says when it is not available: 冲正标志 为 已冲正 时不可用', () => {
    expect(why({ '!=': [{ var: 'row.used' }, '1'] }, row({ used: '1' }))).toBe('冲正标志 为 已冲正 时不可用');
  });

  it('in lists the allowed values; a value without a label shows as it is', () => {
    expect(why({ in: [status, ['0', '2']] }, row({ status: '1' }))).toBe(
      '仅当 状态 为 待审核 或 已驳回 时可用',
    );
    expect(why({ in: [status, ['0', '7', '2']] }, row({ status: '1' }))).toBe(
      '仅当 状态 为 待审核、7 或 已驳回 时可用',
    );
    expect(why({ '!': { in: [status, ['1', '2']] } }, row({ status: '1' }))).toBe(
      '状态 为 已通过 或 已驳回 时不可用',
    );
  });

  it('and explains its failing part only', () => {
    const expr = { and: [{ '==': [status, '1'] }, { '!=': [{ var: 'row.used' }, '1'] }] };
    expect(why(expr, row({ status: '1', used: '1' }))).toBe('冲正标志 为 已冲正 时不可用');
    expect(why(expr, row({ status: '0', used: '0' }))).toBe('仅当 状态 为 已通过 时可用');
  });

  it('or names every alternative; ! turns a condition round', () => {
    const expr = { or: [{ '==': [status, '0'] }, { hasRole: [{ var: 'user.roles' }, 'ROLE_ADMIN'] }] };
    expect(why(expr, row({ status: '1' }))).toBe('仅当 状态 为 待审核 或 拥有角色 ROLE_ADMIN 时可用');
    expect(why({ '!': { '==': [status, '2'] } }, row({ status: '2' }))).toBe('状态 为 已驳回 时不可用');
    expect(why({ '!!': [{ '==': [status, '0'] }] }, row({ status: '2' }))).toBe('仅当 状态 为 待审核 时可用');
    expect(
      why(
        { '!': { and: [{ '==': [status, '1'] }, { '==': [{ var: 'row.used' }, '1'] }] } },
        row({ status: '1', used: '1' }),
      ),
    ).toBe('状态 为 已通过 且 冲正标志 为 已冲正 时不可用');
  });

  it('hasRole: 需要角色 ROLE_ADMIN (and the same for in over user.roles)', () => {
    expect(why({ hasRole: [{ var: 'user.roles' }, 'ROLE_ADMIN'] }, row({}))).toBe('需要角色 ROLE_ADMIN');
    expect(why({ in: ['ROLE_ADMIN', { var: 'user.roles' }] }, row({}))).toBe('需要角色 ROLE_ADMIN');
    expect(
      why(
        { '!': { hasRole: [{ var: 'user.roles' }, 'ROLE_X'] } },
        { ...row({}), user: { roles: ['ROLE_X'] } },
      ),
    ).toBe('拥有角色 ROLE_X 时不可用');
  });

  it('comparisons name the bound; a constant on the left is mirrored; between gives the range', () => {
    const amount = { var: 'row.amount' };
    expect(why({ '>': [amount, 0] }, row({ amount: 0 }))).toBe('仅当 金额 大于 0 时可用');
    expect(why({ '<=': [amount, 100] }, row({ amount: 200 }))).toBe('仅当 金额 不大于 100 时可用');
    expect(why({ '<': [100, amount] }, row({ amount: 50 }))).toBe('仅当 金额 大于 100 时可用');
    expect(why({ '!': { '>=': [amount, 10] } }, row({ amount: 20 }))).toBe('金额 不小于 10 时不可用');
    expect(why({ '<=': [1, amount, 9] }, row({ amount: 20 }))).toBe('仅当 金额 在 1 与 9 之间 时可用');
  });

  it('len and isEmpty of the selection: 需要先选择数据; of a field: its length, 需要先填写', () => {
    const sel = { var: 'selection' };
    expect(why({ '>': [{ len: [sel] }, 0] }, row({}))).toBe('需要先选择数据');
    expect(why({ '>=': [{ len: [sel] }, 1] }, row({}))).toBe('需要先选择数据');
    expect(why({ '!': { isEmpty: [sel] } }, row({}))).toBe('需要先选择数据');
    expect(why({ '==': [{ len: [sel] }, 1] }, { selection: [{}, {}] })).toBe(
      '需要选择一条（且只选一条）数据',
    );
    expect(why({ '!': { isEmpty: [{ var: 'row.note' }] } }, row({ note: '' }))).toBe('需要先填写 备注');
    expect(why({ isEmpty: [{ var: 'row.note' }] }, row({ note: 'x' }))).toBe('仅当 备注 为空 时可用');
    expect(why({ '>': [{ len: [{ var: 'row.note' }] }, 3] }, row({ note: 'x' }))).toBe(
      '仅当 备注 的长度 大于 3 时可用',
    );
  });

  it('variables the crud does not name show their path; unknown shapes get a general reason; false literal', () => {
    expect(explainFalse({ '==': [{ var: 'user.orgCode' }, '9999'] }, row({}))).toBe(
      '仅当 机构编码 为 9999 时可用',
    );
    expect(explainFalse({ '==': [{ var: 'state.mode' }, 'edit'] }, {})).toBe(
      '仅当 state.mode 为 edit 时可用',
    );
    expect(explainFalse({ '==': [{ var: 'user.user' }, { var: 'user.orgCode' }] }, row({}))).toBe(
      '仅当 用户名 与 机构编码 相同 时可用',
    );
    expect(explainFalse({ '==': [{ '+': [1, 1] }, 3] }, {})).toBe('当前条件下不可用');
    expect(explainFalse(false, {})).toBe('当前不可用');
  });
});
