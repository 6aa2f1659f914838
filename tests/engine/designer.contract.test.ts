import { applyPatch, deepClone } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import descriptorSchema from '../../engine/descriptor/descriptor.schema.json';
import {
  addColumnsOps,
  addQueryFieldsOps,
  contractRoutes,
  crudFieldsShown,
  crudFromList,
  crudListRoute,
  dialogFromWrite,
  formFromWrite,
  fromContractOps,
  listFields,
  queryFields,
  type ContractRoute,
} from '../../engine/designer/fromContract';
import { formatOf } from '../../engine/designer/fromContractFields';
import { tagColours } from '../../engine/designer/tagColors';
import { lintScreens, type OpenApiDoc } from '../../engine/lint';
import { lintTargets } from '../../engine/lint/consoleTargets';
import openapiJson from '../../openapi/commondeal.json';
import roleIndex from '../../screens/roleIndex.screen.json';

/** A descriptor node read in an assertion (any key, any depth). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the patched JSON freely
type Loose = Record<string, any>;
const openapi = openapiJson as unknown as OpenApiDoc;
const routes = contractRoutes(openapi);
const route = (method: string, path: string): ContractRoute => {
  const r = routes.find((x) => x.method === method && x.path === path);
  if (!r) throw new Error(`没有接口 ${method} ${path}`);
  return r;
};
const roleList = route('GET', '/commondeal/api/platformrole/list');
const roleInsert = route('POST', '/commondeal/api/platformrole/insert');
const userList = route('POST', '/commondeal/api/user-manage');

/** A new screen over the role list, as 新建列表界面 starts it, with the blocks given. */
const screenWith = (blocks: unknown[]) => ({
  id: 'contractRoles',
  route: '/home/contractRoles',
  title: '角色',
  layout: 'shell',
  access: { roles: ['ROLE_ADMIN'] },
  blocks,
});
/** The lint's problems of a descriptor, checked with the real OpenAPI document, as `path: message`. */
const problemsOf = (doc: unknown) =>
  lintScreens({
    files: { 'x.screen.json': doc },
    descriptorSchema: descriptorSchema as Record<string, unknown>,
    openapi,
    knownRoutes: ['/home/roleAuth'],
    ...lintTargets(),
  }).map((p) => `${p.path}: ${p.message}`);
const patched = (doc: unknown, ops: Parameters<typeof applyPatch>[1]) =>
  applyPatch(deepClone(doc), ops, true).newDocument as Record<string, unknown>;

describe('从接口添加: the routes of the contract', () => {
  it('a route that answers records and total is a list, paged by its size/current query parameters', () => {
    expect(roleList).toEqual({
      method: 'GET',
      path: '/commondeal/api/platformrole/list',
      summary: '角色列表（分页）',
      kind: 'list',
      rows: 'records',
      total: 'total',
      paging: 'query',
    });
    expect(userList).toMatchObject({ kind: 'list', paging: 'page', rows: 'records' });
  });

  it('a POST with a body that answers no rows is a write; a DELETE without a body is not', () => {
    expect(roleInsert).toMatchObject({ kind: 'write', summary: '新增角色' });
    expect(route('DELETE', '/commondeal/api/platformrole/delete/{id}').kind).toBe('read');
  });
});

describe('从接口添加: a list route gives columns and query fields', () => {
  it('the role list gives roleId, roleName, roleCnname with the titles of the row schema', () => {
    expect(listFields(openapi, roleList).map((f) => [f.field, f.title])).toEqual([
      ['roleId', '角色编号'],
      ['roleName', '角色名称'],
      ['roleCnname', '角色中文名称'],
      ['version', '版本号'],
    ]);
  });

  it('a route that takes conditions gives them as query fields, the page keys excluded', () => {
    expect(queryFields(openapi, userList).map((f) => [f.field, f.title, f.on])).toEqual([
      ['user', '用户名', 'request'],
      ['orgCode', '机构编码', 'request'],
    ]);
  });

  it('a route that takes no condition offers its row fields, filtering the rows of the answer', () => {
    expect(queryFields(openapi, roleList).map((f) => `${f.field} ${f.on}`)).toEqual([
      'roleId page',
      'roleName page',
      'roleCnname page',
    ]);
  });

  it('a labelled enum becomes a code → label map shown as coloured tags; a date a date pattern', () => {
    expect(
      formatOf({ type: 'string', enum: ['withdraw', 'reset'], description: 'withdraw 退回，reset 重置' }),
    ).toEqual({
      map: { withdraw: '退回', reset: '重置' },
      tags: { withdraw: 'red', reset: 'blue' },
    });
    expect(formatOf({ type: 'string', format: 'date-time' })).toEqual({ date: 'YYYY-MM-DD HH:mm:ss' });
    expect(formatOf({ type: 'string', format: 'date' })).toEqual({ date: 'YYYY-MM-DD' });
    expect(
      formatOf({
        type: 'string',
        oneOf: [
          { const: '1', title: '启用' },
          { const: '0', title: '停用' },
        ],
      }),
    ).toEqual({
      map: { '1': '启用', '0': '停用' },
      tags: { '1': 'green', '0': 'red' },
    });
    expect(formatOf({ type: 'string', enum: ['1', '0'] })).toBeUndefined();
  });
});

describe("从接口添加: the colour of each code's tag", () => {
  it('a label that says how things stand gives its colour: 启用 green, 禁用 red, 待审核 gold, 审核不通过 red', () => {
    expect(tagColours({ '0': '禁用', '1': '启用' })).toEqual({ '0': 'red', '1': 'green' });
    expect(tagColours({ '0': '待审核', '1': '审核通过', '2': '审核不通过' })).toEqual({
      '0': 'gold',
      '1': 'green',
      '2': 'red',
    });
    expect(tagColours({ A: '有效', B: '无效', C: '未启用' })).toEqual({ A: 'green', B: 'red', C: 'red' });
  });

  it("the other codes take, in the list's order, the palette's colours no code has yet, then grey", () => {
    expect(tagColours({ '11': '门诊', '21': '住院', '41': '药店购药' })).toEqual({
      '11': 'blue',
      '21': 'cyan',
      '41': 'purple',
    });
    expect(tagColours({ a: '正常', b: '甲', c: '乙' })).toEqual({ a: 'green', b: 'blue', c: 'cyan' });
    const many = Object.fromEntries([...'一二三四五六七八'].map((w, i) => [String(i), `类别${w}`]));
    expect(Object.values(tagColours(many))).toEqual([
      'blue',
      'cyan',
      'purple',
      'orange',
      'green',
      'red',
      'gold',
      'default',
    ]);
  });
});

describe('从接口添加: a list route becomes a crud', () => {
  const crud = crudFromList(openapi, roleList, {
    columns: ['roleId', 'roleName', 'roleCnname'],
    query: ['roleName'],
    pageSize: 20,
  });

  it('three columns with their titles, one query field, 20 rows a page, the role id as the row key', () => {
    expect(crud).toEqual({
      type: 'crud',
      id: 'platformroleList',
      title: '角色列表',
      query: {
        schema: { type: 'object', properties: { roleName: { type: 'string', title: '角色名称' } } },
        uiSchema: { roleName: { 'ui:placeholder': '请输入角色名称' } },
        inline: true,
        submitLabel: '查询',
      },
      list: {
        method: 'GET',
        path: '/commondeal/api/platformrole/list',
        body: { size: { var: 'page.size' }, current: { var: 'page.current' } },
        rows: 'records',
        total: 'total',
      },
      pagination: { pageSize: 20, pageSizes: [10, 20, 30, 40] },
      rowKey: 'roleId',
      columns: [
        { title: '角色编号', field: 'roleId' },
        { title: '角色名称', field: 'roleName' },
        { title: '角色中文名称', field: 'roleCnname' },
      ],
      filter: {
        or: [
          { isEmpty: [{ var: 'query.roleName' }] },
          { contains: [{ var: 'row.roleName' }, { var: 'query.roleName' }] },
        ],
      },
    });
  });

  it('the screen holding it passes the descriptor schema and the lint against the real OpenAPI document', () => {
    expect(problemsOf(screenWith([crud]))).toEqual([]);
  });

  it("a route's conditions go into the list call's body beside its page object", () => {
    const users = crudFromList(openapi, userList, { columns: ['username'], query: ['user'], pageSize: 10 });
    expect(users.list?.body).toEqual({
      page: { obj: ['size', { var: 'page.size' }, 'current', { var: 'page.current' }] },
      user: { var: 'query.user' },
    });
    expect(users.rowKey).toBe('userId');
    expect(problemsOf(screenWith([users]))).toEqual([]);
  });
});

describe('从接口添加: fields added to an existing crud', () => {
  it('columns it lacks are added, those it shows skipped; a query form is made with its body mapping', () => {
    const users = crudFromList(openapi, userList, { columns: ['username'], query: [], pageSize: 10 });
    const doc = screenWith([users]);
    const fields = listFields(openapi, userList).filter((f) => ['username', 'mobile'].includes(f.field));
    const ops = [
      ...addColumnsOps(doc, '/blocks/0', fields),
      ...addQueryFieldsOps(doc, '/blocks/0', queryFields(openapi, userList).slice(0, 1)),
    ];
    const after = patched(doc, ops);
    const block = (after.blocks as Loose[])[0]!;
    expect(block.columns.map((c: { field: string }) => c.field)).toEqual(['username', 'mobile']);
    expect(Object.keys(block.query.schema.properties)).toEqual(['user']);
    expect(block.list.body.user).toEqual({ var: 'query.user' });
    expect(problemsOf(after)).toEqual([]);
  });

  it('on the shipped 角色管理 (no query form) two page conditions make its query form and a filter of both', () => {
    const ops = addQueryFieldsOps(roleIndex, '/blocks/0', queryFields(openapi, roleList).slice(1, 3));
    const after = patched(roleIndex, ops);
    const block = (after.blocks as Loose[])[0]!;
    expect(Object.keys(block.query.schema.properties)).toEqual(['roleName', 'roleCnname']);
    expect(block.filter.and).toHaveLength(2);
    expect(problemsOf(after)).toEqual([]);
  });
});

describe('从接口添加: a write route gives a form and a dialog', () => {
  it('新增角色 gives both body fields, required, with their patterns, lengths and Chinese messages', () => {
    const form = formFromWrite(openapi, roleInsert, ['roleName', 'roleCnname']);
    expect(form.schema).toMatchObject({
      required: ['roleName', 'roleCnname'],
      errorMessage: { required: { roleName: '请输入角色名称', roleCnname: '请输入角色中文名称' } },
      properties: {
        roleName: {
          title: '角色名称',
          maxLength: 50,
          pattern: '^[A-Za-z][A-Za-z0-9_]*$',
          errorMessage: '角色名称须以字母开头，只能包含字母、数字、下划线，且不超过50个字符',
        },
        roleCnname: { title: '角色中文名称', errorMessage: { maxLength: '角色中文名称不能超过50个字符' } },
      },
    });
    expect(form.uiSchema).toMatchObject({ roleName: { 'ui:placeholder': '如 ROLE_ADMIN' } });
  });

  it('a property without messages of its own gets the shared wording for each rule', () => {
    const form = formFromWrite(openapi, userList, ['user']);
    expect(form.schema).toEqual({
      type: 'object',
      properties: {
        user: {
          type: 'string',
          title: '用户名',
          maxLength: 50,
          errorMessage: { maxLength: '用户名不能超过50个字符' },
        },
      },
    });
  });

  it('the dialog submits the form to the route, refreshes the list and opens from a 新增 button; the lint passes', () => {
    const crud = crudFromList(openapi, roleList, { columns: ['roleId'], query: [], pageSize: 20 });
    const doc = screenWith([crud]);
    const ops = dialogFromWrite(openapi, roleInsert, ['roleName', 'roleCnname'], {
      doc,
      crudPath: '/blocks/0',
    });
    const after = patched(doc, ops) as { dialogs: Loose; blocks: Loose[] };
    expect(after.blocks[0]!.toolbar).toEqual([
      {
        label: '新增',
        kind: 'primary',
        icon: 'PlusOutlined',
        action: { type: 'dialog', dialog: 'platformroleInsert', mode: 'new' },
      },
    ]);
    expect(after.dialogs.platformroleInsert).toMatchObject({ title: '新增角色', okText: '确定' });
    expect(after.dialogs.platformroleInsert.onSubmit).toEqual({
      type: 'sequence',
      steps: [
        {
          type: 'request',
          method: 'POST',
          path: '/commondeal/api/platformrole/insert',
          bodyFrom: { var: 'form' },
          success: '新增成功',
        },
        { type: 'refresh', target: 'platformroleList' },
      ],
    });
    expect(problemsOf(after)).toEqual([]);
  });
});

describe('从接口添加: where the edit goes', () => {
  const base = screenWith([
    crudFromList(openapi, roleList, { columns: ['roleId'], query: [], pageSize: 20 }),
  ]);
  const choice = { columns: ['roleName'], query: [], fields: ['roleName', 'roleCnname'], pageSize: 20 };

  it('with a column of a crud selected, a list route adds to that crud', () => {
    const { ops, label } = fromContractOps(openapi, base, '/blocks/0/columns/0', {
      ...choice,
      route: roleList,
    });
    expect(label).toBe('从接口添加：角色列表');
    expect(ops).toEqual([
      { op: 'add', path: '/blocks/0/columns/-', value: { title: '角色名称', field: 'roleName' } },
    ]);
  });

  it('with nothing selected, a list route adds a new crud with an id of its own', () => {
    const { ops } = fromContractOps(openapi, base, '', { ...choice, route: roleList });
    expect(ops).toMatchObject([
      { op: 'add', path: '/blocks/-', value: { type: 'crud', id: 'platformroleList2' } },
    ]);
  });

  it('with nothing selected, a write route adds a form block that submits to it', () => {
    const { ops } = fromContractOps(openapi, base, undefined, { ...choice, route: roleInsert });
    const after = patched(base, ops);
    expect((after.blocks as { type: string }[]).map((b) => b.type)).toEqual(['crud', 'form']);
    expect(problemsOf(after)).toEqual([]);
  });

  it("a selected crud names its own list route (the lint's match) and the fields it shows already", () => {
    expect(crudListRoute(openapi, roleIndex, '/blocks/0')).toEqual(roleList);
    expect(crudFieldsShown(roleIndex, '/blocks/0')).toEqual({
      columns: ['roleId', 'roleName', 'roleCnname'],
      query: [],
    });
  });
});
