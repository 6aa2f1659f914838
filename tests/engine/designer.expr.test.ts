import { describe, expect, it } from 'vitest';
import descriptorSchema from '../../engine/descriptor/descriptor.schema.json';
import type { Expr } from '../../engine/descriptor';
import {
  conditionExpr,
  opsFor,
  withOp,
  fromBuilder,
  toBuilder,
  valueFor,
  type BuilderModel,
} from '../../engine/designer/exprBuilder';
import { exprScopes } from '../../engine/designer/exprScopes';
import { checkExprText, scopeWith } from '../../engine/designer/exprText';
import { exprTruthTable } from '../../engine/designer/exprTruth';
import { lintScopeOf } from '../../engine/designer/lintScope';
import type { OpenApiDoc } from '../../engine/lint';
import { lintTargets } from '../../engine/lint/consoleTargets';
import { walkTyped } from '../../engine/lint/schemaWalk';
import openapiJson from '../../openapi/commondeal.json';
import userIndex from '../../screens/userIndex.screen.json';
import impact from '../../screens/impact.screen.json';

const { schemas } = lintTargets();
const openapi = openapiJson as OpenApiDoc;
const names = (vars: { name: string }[]) => vars.map((v) => v.name);
/** 用户管理's 禁用 row action, and its 状态 column's codes. */
const ROW_ACTION = '/blocks/0/rowActions/1';
const ACTIVE = { '==': [{ var: 'row.ifValid' }, '1'] };

describe('the variables a node can read (exprScopes)', () => {
  const rowVars = exprScopes(userIndex, ROW_ACTION, openapi, schemas);

  it('a row action reads row.* of its list route, titled by the columns, with the status code list', () => {
    expect(rowVars.find((v) => v.name === 'row.ifValid')).toEqual({
      name: 'row.ifValid',
      title: '状态',
      type: 'string',
      values: { '1': '启用', '0': '禁用' },
    });
    // a field of the route's rows that no column shows, titled by the row schema
    expect(rowVars.find((v) => v.name === 'row.version')).toMatchObject({ title: '版本号', type: 'integer' });
    expect(names(rowVars)).toEqual(
      expect.arrayContaining(['query.user', 'selection', 'user.roles', 'user.orgCode']),
    );
  });

  it('the columns come first, in their order', () => {
    expect(names(rowVars).slice(0, 6)).toEqual([
      'row.username',
      'row.orgCode',
      'row.orgName',
      'row.contact',
      'row.mobile',
      'row.ifValid',
    ]);
  });

  it('a toolbar button reads no row, but the query, the selection and the list total', () => {
    const vars = names(exprScopes(userIndex, '/blocks/0/toolbar/0', openapi, schemas));
    expect(vars.filter((v) => v.startsWith('row.'))).toEqual([]);
    expect(vars).toEqual(expect.arrayContaining(['query.user', 'query.orgCode', 'selection', 'list.total']));
  });

  it("a crud's query form reads its own fields as form.*", () => {
    const vars = exprScopes(userIndex, '/blocks/0/query/fieldStates/orgCode/disabled', openapi, schemas);
    expect(vars.find((v) => v.name === 'form.orgCode')).toMatchObject({ title: '机构编码' });
  });

  it("a dialog reads its form's fields (a shared schema) and dialog.mode", () => {
    const vars = exprScopes(userIndex, '/dialogs/roles/onSubmit', openapi, schemas);
    expect(names(vars)).toEqual(expect.arrayContaining(['form.userId', 'form.roleIds', 'dialog.mode']));
    expect(vars.find((v) => v.name === 'dialog.mode')?.values).toEqual({ new: '新增', edit: '修改' });
    expect(names(vars).filter((v) => v.startsWith('row.'))).toEqual([]);
  });

  it('every route.query.* the screen already uses is offered', () => {
    const vars = names(exprScopes(impact, '/blocks/0', openapi, schemas));
    expect(vars).toEqual(expect.arrayContaining(['route.query.used']));
  });

  it('user.* is what the lint knows of the login answer, titled in Chinese', () => {
    const user = exprScopes(userIndex, '', openapi, schemas).filter((v) => v.name.startsWith('user.'));
    expect(user.map((v) => `${v.name} ${v.title}`)).toEqual(
      expect.arrayContaining(['user.roles 角色', 'user.orgCode 机构编码', 'user.mobile 手机号']),
    );
    expect(user.find((v) => v.name === 'user.roles')?.type).toBe('array');
  });
});

describe('the builder says a variable, an operator and a value, and and/or of them', () => {
  it('choosing 状态 等于 启用 gives exactly {"==":[{"var":"row.ifValid"},"1"]}', () => {
    expect(
      fromBuilder({ join: 'and', conditions: [{ variable: 'row.ifValid', op: '==', value: '1' }] }),
    ).toEqual(ACTIVE);
  });

  it('each operator has its expression', () => {
    const v = { var: 'row.userId' };
    const of = (op: Parameters<typeof conditionExpr>[0]['op'], value?: unknown) =>
      conditionExpr({ variable: 'row.userId', op, value });
    expect(of('!=', 9999)).toEqual({ '!=': [v, 9999] });
    expect(of('>=', 3)).toEqual({ '>=': [v, 3] });
    expect(of('in', [1, 2])).toEqual({ in: [v, [1, 2]] });
    expect(of('isEmpty')).toEqual({ isEmpty: [v] });
    expect(of('notEmpty')).toEqual({ '!': { isEmpty: [v] } });
    expect(conditionExpr({ variable: 'user.roles', op: 'notHasRole', value: 'ROLE_ORG' })).toEqual({
      '!': { hasRole: [{ var: 'user.roles' }, 'ROLE_ORG'] },
    });
  });

  it('several conditions join by and (全部满足) or or (任一满足)', () => {
    const model: BuilderModel = {
      join: 'or',
      conditions: [
        { variable: 'row.ifValid', op: '==', value: '1' },
        { variable: 'user.roles', op: 'hasRole', value: 'ROLE_ADMIN' },
      ],
    };
    expect(fromBuilder(model)).toEqual({ or: [ACTIVE, { hasRole: [{ var: 'user.roles' }, 'ROLE_ADMIN'] }] });
    expect(toBuilder(fromBuilder(model))).toEqual(model);
  });

  it('an empty builder means always: no expression (the key is removed)', () => {
    expect(fromBuilder({ join: 'and', conditions: [] })).toBeUndefined();
    expect(toBuilder(undefined)).toEqual({ join: 'and', conditions: [] });
  });

  it('what the builder cannot say is left to the text mode', () => {
    const cannot: Expr[] = [
      { and: [ACTIVE, { or: [ACTIVE, ACTIVE] }] },
      { if: [ACTIVE, 'a', 'b'] },
      { '===': [{ var: 'row.ifValid' }, '1'] },
      { '==': [{ var: 'row.username' }, { var: 'row.orgCode' }] },
      { '<': [1, { var: 'row.userId' }, 3] },
      { var: 'state.running' },
      true,
    ];
    for (const e of cannot) expect(toBuilder(e), JSON.stringify(e)).toBeUndefined();
  });

  it('every expression of the shipped screens the builder can say comes back unchanged', () => {
    const files = import.meta.glob<unknown>('../../screens/*.screen.json', {
      eager: true,
      import: 'default',
    });
    let said = 0;
    for (const doc of Object.values(files))
      walkTyped(doc, descriptorSchema as Record<string, unknown>, (n) => {
        if (!n.types.includes('Expr') || typeof n.value !== 'object' || n.value === null) return;
        const model = toBuilder(n.value as Expr);
        if (!model) return;
        said++;
        expect(fromBuilder(model), `${n.path}: ${JSON.stringify(n.value)}`).toEqual(n.value);
      });
    expect(said).toBeGreaterThan(20);
  });

  it('the operators offered: comparisons for a field, 拥有角色 for the roles, 为空 for a list', () => {
    const labels = (v: { name: string; type: string }) => opsFor(v).map((o) => o.label);
    expect(labels({ name: 'row.ifValid', type: 'string' })).toEqual([
      '等于',
      '不等于',
      '大于',
      '不小于',
      '小于',
      '不大于',
      '属于',
      '为空',
      '不为空',
    ]);
    expect(labels({ name: 'user.roles', type: 'array' })).toEqual(['拥有角色', '没有角色', '为空', '不为空']);
    expect(labels({ name: 'selection', type: 'array' })).toEqual(['为空', '不为空']);
  });

  it('another operator keeps the value as far as it takes one (a list for 属于)', () => {
    const c = { variable: 'row.ifValid', op: '==' as const, value: '1' };
    expect(withOp(c, 'in')).toEqual({ variable: 'row.ifValid', op: 'in', value: ['1'] });
    expect(withOp({ ...c, op: 'in', value: ['1', '0'] }, '!=')).toEqual({ ...c, op: '!=' });
    expect(withOp(c, 'isEmpty')).toEqual({ variable: 'row.ifValid', op: 'isEmpty' });
  });

  it('a value typed for a number variable is a number, for a text variable text', () => {
    expect(valueFor('integer', '9999')).toBe(9999);
    expect(valueFor('string', '9999')).toBe('9999');
    expect(valueFor('boolean', 'true')).toBe(true);
    expect(valueFor('integer', '')).toBe('');
  });
});

describe('the truth table under the builder (engine/explain)', () => {
  const vars = exprScopes(userIndex, ROW_ACTION, openapi, schemas);

  it('shows the row hidden for 禁用 and shown for 启用 (and hidden for any other value)', () => {
    expect(exprTruthTable(ACTIVE, vars, 'visible')).toEqual({
      columns: ['状态', '可见'],
      rows: [
        ['0 禁用', '隐藏'],
        ['1 启用', '显示'],
        ['其他', '隐藏'],
      ],
      truncated: false,
    });
  });

  it('an enabled predicate is worded 可用/不可用 with the tooltip it shows', () => {
    const t = exprTruthTable(ACTIVE, vars, 'enabled');
    expect(t.columns).toEqual(['状态', '可用', '原因']);
    expect(t.rows[0]).toEqual(['0 禁用', '不可用', '仅当 状态 为 启用 时可用']);
    expect(t.rows[1]).toEqual(['1 启用', '可用', '']);
  });

  it("no expression: one row, the key's default (shown, enabled, not hidden)", () => {
    expect(exprTruthTable(undefined, vars, 'visible').rows).toEqual([['显示']]);
    expect(exprTruthTable(undefined, vars, 'enabled').rows).toEqual([['可用']]);
    expect(exprTruthTable(undefined, vars, 'hidden')).toMatchObject({ columns: ['隐藏'], rows: [['显示']] });
  });
});

describe('the text mode is checked with the screen lint as one types', () => {
  const scope = scopeWith(
    lintScopeOf(userIndex, openapi, schemas),
    exprScopes(userIndex, ROW_ACTION, openapi),
  );

  it('applies a valid expression', () => {
    expect(checkExprText(JSON.stringify(ACTIVE), scope)).toEqual({ expr: ACTIVE, problems: [] });
  });

  it('refuses an unknown operator with the lint message', () => {
    expect(checkExprText('{"equals": [{"var": "row.ifValid"}, "1"]}', scope)).toEqual({
      problems: ['未知的运算符 equals'],
    });
  });

  it('refuses a wrong number of arguments and an unknown variable', () => {
    expect(checkExprText('{"==": [{"var": "row.ifValid"}]}', scope).problems).toEqual([
      '运算符 == 需要 2 个参数，实际 1 个',
    ]);
    expect(checkExprText('{"==": [{"var": "row.status"}, "1"]}', scope).problems).toEqual([
      '变量 "row.status" 在 row 中不存在',
    ]);
  });

  it('refuses text that is not JSON, and an empty text removes the expression', () => {
    expect(checkExprText('{"==": [', scope).problems[0]).toMatch(/^JSON 格式错误/);
    expect(checkExprText('  ', scope)).toEqual({ problems: [] });
  });
});

describe('the scopes are found once per parsed draft (every expression field of a node reads them)', () => {
  it('the same draft gives the same scope; another draft or another contract finds it again', () => {
    const doc = structuredClone(userIndex);
    const scope = lintScopeOf(doc, openapi, schemas);
    expect(lintScopeOf(doc, openapi, schemas)).toBe(scope);
    expect(lintScopeOf(structuredClone(userIndex), openapi, schemas)).not.toBe(scope);
    expect(lintScopeOf(doc, undefined, schemas)).not.toBe(scope);
  });
});
