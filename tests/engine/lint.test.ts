import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { arities, lintScreens, type LintInput, type OpenApiDoc } from '../../engine/lint';
import { operators } from '../../engine/expr';
import {
  generateDescriptorSchema,
  generateDescriptorValidators,
  schemaFile,
  validatorsFile,
} from '../../tools/descriptorSchema/generateSchema';
import { loadConsole } from '../../tools/lint-screens/console';

const descriptorSchema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>;
const openapi: OpenApiDoc = {
  paths: {
    '/commondeal/things': {
      post: {
        requestBody: {
          content: {
            'application/json': { schema: { properties: { name: {}, page: {} }, required: ['page'] } },
          },
        },
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  properties: {
                    data: {
                      type: 'object',
                      properties: {
                        list: { type: 'array', items: { $ref: '#/components/schemas/Thing' } },
                        total: { type: 'integer' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/commondeal/things/{id}': { delete: {} },
    '/commondeal/things/mine': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { properties: { data: { $ref: '#/components/schemas/Thing' } } },
              },
            },
          },
        },
      },
    },
    '/commondeal/things/exists': {
      get: {
        parameters: [
          { in: 'query', name: 'name', required: true },
          { in: 'query', name: 'kind' },
        ],
      },
    },
  },
  components: { schemas: { Thing: { properties: { id: {}, status: {}, name: {} } } } },
};
const schemas = {
  ThingForm: {
    $id: 'ThingForm',
    type: 'object',
    properties: { name: { type: 'string' }, status: { type: 'string' } },
  },
};

type Json = Record<string, unknown>;
/** A correct screen; each test breaks one reference of it. */
const screen = () => ({
  id: 'things',
  route: '/home/things',
  title: '事物',
  layout: 'shell',
  state: { picked: null },
  blocks: [
    {
      type: 'crud',
      id: 'list',
      list: {
        method: 'POST',
        path: '/commondeal/things',
        body: { name: { var: 'query.name' }, page: { var: 'page.current' } },
        rows: 'list',
        total: 'total',
      },
      query: { schema: 'ThingForm', uiSchema: { status: { 'ui:widget': 'radio' } } },
      rowKey: 'id',
      columns: [{ title: '状态', field: 'status' }],
      toolbar: [
        { label: '刷新', icon: 'ReloadOutlined', action: { type: 'refresh', target: 'list' } },
        { label: '返回', action: { type: 'navigate', to: '/home/things' } },
        {
          label: '查重',
          action: {
            type: 'request',
            method: 'GET',
            path: '/commondeal/things/exists',
            query: { name: { var: 'query.name' } },
          },
        },
      ],
      rowActions: [
        {
          label: '删除',
          icon: 'DeleteOutlined',
          visible: { '==': [{ var: 'row.status' }, '0'] },
          enabled: { matches: [{ var: 'row.name' }, '^[a-z]+$'] },
          action: { type: 'request', method: 'DELETE', path: '/commondeal/things/{{row.id}}' },
        },
        { label: '编辑', action: { type: 'dialog', dialog: 'edit', mode: 'edit', dataFrom: { var: 'row' } } },
      ],
    },
    {
      type: 'form',
      id: 'note',
      schema: 'ThingForm',
      buttons: [
        { label: '保存', action: { type: 'submit', form: 'note' } },
        { label: '重置', action: { type: 'resetForm', form: 'note' } },
      ],
    },
  ],
  dialogs: {
    edit: {
      title: { new: '新增', edit: '修改{{dialog.data.name}}' },
      schema: 'ThingForm',
      uiSchema: { name: { 'ui:widget': 'textarea' } },
      fieldStates: { name: { disabled: { '==': [{ var: 'dialog.mode' }, 'edit'] } } },
      onSubmit: {
        type: 'if',
        test: {
          and: [
            { var: 'form.name' },
            { var: 'user.orgCode' },
            { var: 'route.query.id' },
            { var: 'state.picked' },
          ],
        },
        then: { type: 'closeDialog' },
      },
    },
  },
});

let ui: Pick<LintInput, 'icons' | 'widgetExists'>;
beforeAll(async () => {
  const { icons, widgetExists } = await loadConsole();
  ui = { icons, widgetExists };
}, 60_000);

const lint = (files: Record<string, unknown>, doc: OpenApiDoc = openapi) =>
  lintScreens({ files, descriptorSchema, openapi: doc, schemas, ...ui });
/** The problems of the screen after `edit`, as `path: message`. */
const problemsAfter = (edit: (s: ReturnType<typeof screen> & Json) => void) => {
  const s = screen();
  edit(s);
  return lint({ 'x.screen.json': s }).map((p) => `${p.path}: ${p.message}`);
};
const crud = (s: Json) =>
  (s.blocks as Json[])[0] as Json & { rowActions: Json[]; toolbar: Json[]; columns: Json[]; list: Json };

describe('npm run lint:screens', () => {
  it('the checked-in descriptor schema is the one generated from the TypeScript types (no drift)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(generateDescriptorSchema());
  }, 120_000);

  it("the server's precompiled descriptor validators are those of the checked-in schema (no drift)", () => {
    expect(readFileSync(validatorsFile, 'utf8')).toBe(
      generateDescriptorValidators(readFileSync(schemaFile, 'utf8')),
    );
  }, 120_000);

  it('a correct descriptor passes', () => {
    expect(lint({ 'things.screen.json': screen() })).toEqual([]);
  });

  it('a descriptor that breaks the descriptor schema is reported', () => {
    const problems = problemsAfter((s) => (s.layout = 'sideways'));
    expect(problems[0]).toMatch(/不符合描述文件 schema/);
  });

  describe('expressions, found from the types (every field typed Expr), not from key names', () => {
    it('an unknown operator is reported with the descriptor path', () => {
      expect(problemsAfter((s) => (crud(s).rowActions[0]!.enabled = { foo: [1] }))).toEqual([
        'blocks[0].rowActions[0].enabled: 未知的运算符 foo',
      ]);
    });

    it('an operator with the wrong number of arguments is reported', () => {
      expect(
        problemsAfter((s) => (crud(s).rowActions[0]!.enabled = { matches: [{ var: 'row.name' }] })),
      ).toEqual(['blocks[0].rowActions[0].enabled: 运算符 matches 需要 2 个参数，实际 1 个']);
      expect(problemsAfter((s) => (crud(s).rowActions[0]!.visible = { '==': [1] }))).toEqual([
        'blocks[0].rowActions[0].visible: 运算符 == 需要 2 个参数，实际 1 个',
      ]);
    });

    it('a regular expression of matches that does not compile is reported', () => {
      expect(
        problemsAfter((s) => (crud(s).rowActions[0]!.enabled = { matches: [{ var: 'row.name' }, '(['] })),
      ).toEqual(['blocks[0].rowActions[0].enabled: 正则表达式 "([" 无法编译']);
    });

    it('a field typed Expr that no key list ever named (access.holdWhile) is linted', () => {
      expect(problemsAfter((s) => (s.access = { holdWhile: { nope: [] } }))).toEqual([
        'access.holdWhile: 未知的运算符 nope',
      ]);
    });

    it('every extra operator of the engine has an arity the lint checks', () => {
      expect(Object.keys(operators).filter((op) => !(op in arities))).toEqual([]);
    });
  });

  describe('variables against the row, form, query, state, user, route and dialog', () => {
    it('a row variable missing from the list route answer schema is reported', () => {
      expect(
        problemsAfter((s) => (crud(s).rowActions[0]!.visible = { '==': [{ var: 'row.stauts' }, '0'] })),
      ).toEqual(['blocks[0].rowActions[0].visible: 变量 "row.stauts" 在 row 中不存在']);
    });

    it("a single list's row variables are the properties of its one answered row", () => {
      const single = (s: Json) =>
        (crud(s).list = { method: 'GET', path: '/commondeal/things/mine', single: true });
      expect(
        problemsAfter((s) => {
          single(s);
          crud(s).rowActions[0]!.enabled = { var: 'row.name' };
        }),
      ).toEqual([]);
      expect(
        problemsAfter((s) => {
          single(s);
          crud(s).rowActions[0]!.enabled = { var: 'row.nope' };
        }),
      ).toEqual(['blocks[0].rowActions[0].enabled: 变量 "row.nope" 在 row 中不存在']);
    });

    it("row variables are known from the list route's answer schema (not only from the columns)", () => {
      expect(problemsAfter((s) => (crud(s).rowActions[0]!.visible = { var: 'row.name' }))).toEqual([]);
    });

    it('form, query, state, user, route and dialog variables are checked', () => {
      const test = {
        and: ['form.nme', 'user.orgCod', 'route.quer', 'state.pickd', 'dialog.mod'].map((v) => ({ var: v })),
      };
      expect(
        problemsAfter((s) => {
          ((s.dialogs as Json).edit as { onSubmit: Json }).onSubmit.test = test;
          crud(s).list.body = { name: { var: 'query.nam' }, page: 1 };
        }),
      ).toEqual([
        'blocks[0].list.body.name: 变量 "query.nam" 在 query 中不存在',
        'dialogs.edit.onSubmit.test: 变量 "form.nme" 在 form 中不存在',
        'dialogs.edit.onSubmit.test: 变量 "user.orgCod" 在 user 中不存在',
        'dialogs.edit.onSubmit.test: 变量 "route.quer" 在 route 中不存在',
        'dialogs.edit.onSubmit.test: 变量 "state.pickd" 在 state 中不存在',
        'dialogs.edit.onSubmit.test: 变量 "dialog.mod" 在 dialog 中不存在',
      ]);
    });

    it('a variable of a template (any field typed Template) is checked, and an unknown root is reported', () => {
      expect(
        problemsAfter(
          (s) => (((s.dialogs as Json).edit as Json).title = { new: '新增', edit: '修改{{rows.name}}' }),
        ),
      ).toEqual(['dialogs.edit.title.edit: 变量 "rows.name" 的来源 "rows" 未知']);
    });
  });

  it('a dealForm needs its deal: a dealName to read its metadata by, or the metadata itself (meta)', () => {
    const dealForm = (extra: Json) => (s: Json) =>
      (s.blocks as Json[]).push({ type: 'dealForm', id: 'deal', ...extra });
    expect(problemsAfter(dealForm({}))).toEqual([
      'blocks[2]: 交易表单须给出交易名称（dealName）或交易元数据（meta）',
    ]);
    expect(problemsAfter(dealForm({ dealName: '2207' }))).toEqual([]);
    expect(problemsAfter(dealForm({ meta: { var: 'state.picked' } }))).toEqual([]);
  });

  it('an icon missing from the icon set is reported', () => {
    expect(problemsAfter((s) => (crud(s).toolbar[0]!.icon = 'PlayCircleOutlined'))).toEqual([
      'blocks[0].toolbar[0].icon: 图标 "PlayCircleOutlined" 不在图标集中',
    ]);
  });

  it('a ui:widget that is not a registered widget is reported', () => {
    expect(
      problemsAfter(
        (s) => (((s.dialogs as Json).edit as Json).uiSchema = { name: { 'ui:widget': 'slider' } }),
      ),
    ).toEqual(['dialogs.edit.uiSchema.name.ui:widget: 控件 "slider" 不存在（ui:widget）']);
  });

  it('refresh, submit and resetForm targets that are no block of the screen are reported', () => {
    expect(
      problemsAfter((s) => {
        crud(s).toolbar[0]!.action = { type: 'refresh', target: 'lst' };
        const form = (s.blocks as Json[])[1] as { buttons: { action: Json }[] };
        form.buttons[0]!.action.form = 'nte';
        form.buttons[1]!.action.form = 'noet';
      }),
    ).toEqual([
      'blocks[0].toolbar[0].action.target: 区块 "lst" 不存在',
      'blocks[1].buttons[0].action.form: 区块 "nte" 不存在',
      'blocks[1].buttons[1].action.form: 区块 "noet" 不存在',
    ]);
  });

  it('a navigate route that is neither a screen nor a declared external route is reported', () => {
    const s = screen();
    crud(s).toolbar[1]!.action = { type: 'navigate', to: '/home/elsewhere?x=1' };
    expect(lint({ 'x.screen.json': s }).map((p) => `${p.path}: ${p.message}`)).toEqual([
      'blocks[0].toolbar[1].action.to: 路由 "/home/elsewhere" 不存在（不是任何界面的路由，也不是外部路由）',
    ]);
    const shell = {
      id: 'shell',
      title: '平台',
      home: { title: '首页', route: '/home/things' },
      externalRoutes: ['/home/elsewhere'],
    };
    expect(lint({ 'x.screen.json': s, 'shell.json': shell })).toEqual([]);
  });

  it('a column field missing from the rows of the list answer is reported', () => {
    expect(problemsAfter((s) => crud(s).columns.push({ title: '颜色', field: 'colour' }))).toEqual([
      'blocks[0].columns[1].field: 字段 "colour" 不在接口 POST /commondeal/things 应答的行中',
    ]);
  });

  it('list rows and total paths missing from the answer schema are reported', () => {
    expect(
      problemsAfter((s) => {
        crud(s).list.total = 'count';
      }),
    ).toEqual(['blocks[0].list.total: 路径 "count" 不在接口 POST /commondeal/things 的应答 data 中']);
    expect(problemsAfter((s) => (crud(s).list.rows = 'items'))).toContain(
      'blocks[0].list.rows: 路径 "items" 不在接口 POST /commondeal/things 的应答 data 中',
    );
  });

  it('a draft whose route does not read, save and drop, or that keeps a key the state does not have, is reported', () => {
    expect(
      problemsAfter((s) => {
        (s as Json).draft = {
          path: '/commondeal/things',
          state: ['picked', 'colour'],
          forms: ['note'],
        };
      }),
    ).toEqual([
      'draft.path: 服务端没有接口 GET /commondeal/things',
      'draft.path: 服务端没有接口 PUT /commondeal/things',
      'draft.path: 服务端没有接口 DELETE /commondeal/things',
      'draft.state.1: 界面的 state 没有 colour',
    ]);
    expect(
      problemsAfter((s) => {
        (s as Json).draft = { path: '/commondeal/things/exists', state: [], forms: ['nowhere'] };
      }),
    ).toContain('draft.forms[0]: 区块 "nowhere" 不存在');
  });

  describe('requests against the OpenAPI document', () => {
    it('a request whose method and path are not in the route table is reported', () => {
      expect(problemsAfter((s) => (crud(s).list.path = '/commondeal/nothing'))).toContain(
        'blocks[0].list: 服务端没有接口 POST /commondeal/nothing',
      );
    });

    it('a body field the route schema does not have is reported', () => {
      expect(problemsAfter((s) => ((crud(s).list.body as Json).colour = 'red'))).toEqual([
        'blocks[0].list.body.colour: 接口 POST /commondeal/things 的请求体没有字段 colour',
      ]);
    });

    it('a body without a field the route requires is reported (unless bodyFrom gives the whole body)', () => {
      expect(problemsAfter((s) => delete (crud(s).list.body as Json).page)).toEqual([
        'blocks[0].list.body: 接口 POST /commondeal/things 的请求体缺少必填字段 page',
      ]);
      expect(
        problemsAfter((s) => {
          delete (crud(s).list.body as Json).page;
          crud(s).list.bodyFrom = { var: 'query' };
        }),
      ).toEqual([]);
    });
  });

  it("a GET call's query parameters must be declared by the route, and the required ones sent", () => {
    const exists = (s: Json) => crud(s).toolbar[2]!.action as Json;
    expect(problemsAfter((s) => (exists(s).query = { name: 'x', colour: 'red' }))).toEqual([
      'blocks[0].toolbar[2].action.query.colour: 接口 GET /commondeal/things/exists 没有查询参数 colour',
    ]);
    expect(problemsAfter((s) => (exists(s).query = { kind: 'x' }))).toEqual([
      'blocks[0].toolbar[2].action: 接口 GET /commondeal/things/exists 缺少必填查询参数 name',
    ]);
  });

  it('an action opening a dialog that does not exist, and an unknown shared schema, are reported', () => {
    expect(
      problemsAfter((s) => {
        (s as Json).dialogs = {};
        ((s.blocks as Json[])[1] as Json).schema = 'Nope';
      }),
    ).toEqual([
      'blocks[0].rowActions[1].action.dialog: 对话框 "edit" 不存在',
      'blocks[1].schema: 共享 schema "Nope" 不存在',
    ]);
  });

  it('two screens on one route are reported', () => {
    const other = { ...screen(), id: 'b' };
    expect(lint({ 'a.screen.json': screen(), 'b.screen.json': other }).map((p) => p.message)).toContain(
      '路由 /home/things 与 a.screen.json 重复',
    );
  });
});

describe('openWindow: only relative paths and http(s) to an allowed host (OPEN_WINDOW_HOSTS)', () => {
  const problemsOf = (url: string, openWindowHosts: string[] = []) => {
    const s = screen();
    crud(s).toolbar.push({ label: '打开', action: { type: 'openWindow', url } });
    const path = `blocks[0].toolbar[${crud(s).toolbar.length - 1}].action.url`;
    return lintScreens({
      files: { 'x.screen.json': s },
      descriptorSchema,
      openapi,
      schemas,
      openWindowHosts,
      ...ui,
    })
      .filter((p) => p.path === path)
      .map((p) => p.message);
  };

  it('refuses javascript:, data: and a host the server does not allow, also before a placeholder', () => {
    expect(problemsOf('javascript:alert(1)')).toEqual([
      '只能打开本站的相对路径或 http(s) 网址，不能打开 javascript: 网址',
    ]);
    expect(problemsOf('data:text/html,<script>alert(1)</script>')).toEqual([
      '只能打开本站的相对路径或 http(s) 网址，不能打开 data: 网址',
    ]);
    expect(problemsOf('https://evil.example.com/{{row.id}}')).toEqual([
      '不能打开 evil.example.com 的网址：该主机不在允许的主机（OPEN_WINDOW_HOSTS）中',
    ]);
    // A placeholder cannot complete an allowed host's name.
    expect(problemsOf('https://files.example.cn{{row.id}}', ['files.example.cn'])).toHaveLength(1);
  });

  it('accepts relative paths, an allowed host, and a URL that is one placeholder (checked when it runs)', () => {
    expect(problemsOf('/commondeal/files/{{row.id}}')).toEqual([]);
    expect(problemsOf('https://files.example.cn/{{row.id}}', ['files.example.cn'])).toEqual([]);
    expect(problemsOf('{{row.id}}')).toEqual([]);
  });
});
