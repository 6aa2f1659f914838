import { describe, expect, it } from 'vitest';
import {
  buildObject,
  evaluate,
  exprVars,
  renderModeText,
  renderTemplate,
  setPath,
  test,
} from '../../engine/expr';

describe('expressions (JSON Logic, no eval of descriptor text)', () => {
  const user = { orgCode: 'H21010200001', roles: ['ROLE_ADMIN'], userTypeId: 8 };

  it('organisation codes starting with P or H see the consultation QR code', () => {
    const rule = {
      or: [{ startsWith: [{ var: 'user.orgCode' }, 'P'] }, { startsWith: [{ var: 'user.orgCode' }, 'H'] }],
    };
    expect(test(rule, { user })).toBe(true);
    expect(test(rule, { user: { orgCode: 'P1' } })).toBe(true);
    expect(test(rule, { user: { orgCode: '9999' } })).toBe(false);
  });

  it('userTypeId 8 sees the button generate my customer', () => {
    const rule = { '==': [{ var: 'user.userTypeId' }, 8] };
    expect(test(rule, { user })).toBe(true);
    expect(test(rule, { user: { userTypeId: 1 } })).toBe(false);
  });

  it('hasRole reads the role list; contains, matches, len and isEmpty work on strings and lists', () => {
    expect(evaluate({ hasRole: [{ var: 'user.roles' }, 'ROLE_ADMIN'] }, { user })).toBe(true);
    expect(evaluate({ hasRole: [{ var: 'user.roles' }, 'ROLE_RUSHFREE'] }, { user })).toBe(false);
    expect(evaluate({ contains: ['HM01', 'M'] }, {})).toBe(true);
    expect(evaluate({ matches: ['13800000000', '^1[3-9]\\d{9}$'] }, {})).toBe(true);
    expect(evaluate({ matches: ['12800000000', '^1[3-9]\\d{9}$'] }, {})).toBe(false);
    expect(evaluate({ len: ['abc'] }, {})).toBe(3);
    expect(evaluate({ isEmpty: [''] }, {})).toBe(true);
    expect(evaluate({ isEmpty: [[1]] }, {})).toBe(false);
  });

  it('an absent predicate holds; literals evaluate to themselves', () => {
    expect(test(undefined, {})).toBe(true);
    expect(evaluate('1', {})).toBe('1');
    expect(evaluate(false, {})).toBe(false);
  });

  it('default dates: one month back to today', () => {
    const today = evaluate({ today: [] }, {}) as string;
    const back = evaluate({ dateAdd: [null, -1, 'month'] }, {}) as string;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(back < today).toBe(true);
    expect(evaluate({ dateAdd: ['2026-03-31', -1, 'month'] }, {})).toBe('2026-02-28');
  });

  it('message templates fill {{path}} from the context, missing values become empty', () => {
    expect(renderTemplate('请在{{state.up.time}}前确认对账', { state: { up: { time: '2026-11-20' } } })).toBe(
      '请在2026-11-20前确认对账',
    );
    expect(renderTemplate('缺{{nope.x}}值', {})).toBe('缺值');
    expect(renderModeText({ new: '新增菜单', edit: '修改菜单' }, 'edit', {})).toBe('修改菜单');
  });

  it('mappings build request bodies from the context', () => {
    const ctx = { row: { menuId: 7, x: 1 }, form: { a: 1, b: 2 } };
    expect(buildObject(ctx, { id: { var: 'row.menuId' }, isValid: '1' })).toEqual({ id: 7, isValid: '1' });
    expect(buildObject(ctx, { b: 3 }, { var: 'form' })).toEqual({ a: 1, b: 3 });
  });

  it('exprVars lists every variable read, for the descriptor lint', () => {
    expect(
      exprVars({ and: [{ var: 'row.status' }, { '==': [{ var: ['user.orgCode', ''] }, '9999'] }] }),
    ).toEqual(['row.status', 'user.orgCode']);
  });

  it('setPath copies along the path and leaves the original untouched', () => {
    const a = { x: { y: 1 }, z: 2 };
    const b = setPath(a, 'x.y', 5);
    expect(b).toEqual({ x: { y: 5 }, z: 2 });
    expect(a.x.y).toBe(1);
  });

  it('an object in descriptor text is data, never code', () => {
    expect(() => evaluate({ 'constructor.constructor': ['return process'] }, {})).toThrow();
  });
});
