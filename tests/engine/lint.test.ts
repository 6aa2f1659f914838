import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintScreens } from '../../engine/lint';
import { generateDescriptorSchema, schemaFile } from '../../engine/descriptor/generateSchema';

const descriptorSchema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>;
const openapi = {
  paths: {
    '/commondeal/things': {
      post: {
        requestBody: { content: { 'application/json': { schema: { properties: { name: {}, page: {} } } } } },
      },
    },
    '/commondeal/things/{id}': { delete: {} },
  },
};
const schemas = {
  ThingForm: {
    $id: 'ThingForm',
    type: 'object',
    properties: { name: { type: 'string' }, status: { type: 'string' } },
  },
};

const screen = (over: Record<string, unknown> = {}) => ({
  id: 'things',
  route: '/home/things',
  title: '事物',
  layout: 'shell',
  blocks: [
    {
      type: 'crud',
      id: 'list',
      list: { method: 'POST', path: '/commondeal/things', body: { name: { var: 'query.name' } } },
      query: { schema: 'ThingForm' },
      rowKey: 'id',
      columns: [{ title: '状态', field: 'status' }],
      rowActions: [
        {
          label: '删除',
          visible: { '==': [{ var: 'row.status' }, '0'] },
          action: { type: 'request', method: 'DELETE', path: '/commondeal/things/{{row.id}}' },
        },
        { label: '编辑', action: { type: 'dialog', dialog: 'edit', mode: 'edit', dataFrom: { var: 'row' } } },
      ],
    },
  ],
  dialogs: { edit: { title: '编辑', schema: 'ThingForm', onSubmit: { type: 'closeDialog' } } },
  ...over,
});

const lint = (files: Record<string, unknown>) => lintScreens({ files, descriptorSchema, openapi, schemas });

describe('npm run lint:screens (DESIGN §3)', () => {
  it('the checked-in descriptor schema is the one generated from the TypeScript types (no drift)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(generateDescriptorSchema());
  }, 30_000);

  it('a correct descriptor passes', () => {
    expect(lint({ 'things.screen.json': screen() })).toEqual([]);
  });

  it('a descriptor that breaks the descriptor schema is reported', () => {
    const problems = lint({ 'bad.screen.json': screen({ layout: 'sideways' }) });
    expect(problems[0]?.message).toMatch(/不符合描述文件 schema/);
  });

  it('an action opening a dialog that does not exist is reported', () => {
    const problems = lint({ 'x.screen.json': screen({ dialogs: {} }) });
    expect(problems.map((p) => p.message)).toContain('对话框 "edit" 不存在');
  });

  it('a request whose method and path are not in the server route table is reported', () => {
    const s = screen();
    (s.blocks[0] as { list: { path: string } }).list.path = '/commondeal/nothing';
    expect(lint({ 'x.screen.json': s }).map((p) => p.message)).toContain(
      '服务端没有接口 POST /commondeal/nothing',
    );
  });

  it('a body field the route schema does not have is reported', () => {
    const s = screen();
    (s.blocks[0] as { list: { body: Record<string, unknown> } }).list.body.colour = 'red';
    expect(lint({ 'x.screen.json': s }).map((p) => p.message)).toContain(
      '接口 POST /commondeal/things 的请求体没有字段 colour',
    );
  });

  it('a predicate reading a variable missing from the row schema is reported', () => {
    const s = screen();
    const actions = (s.blocks[0] as { rowActions: { visible?: unknown }[] }).rowActions;
    actions[0]!.visible = { '==': [{ var: 'row.stauts' }, '0'] };
    expect(lint({ 'x.screen.json': s }).map((p) => p.message)).toContain('变量 "row.stauts" 在 row 中不存在');
  });

  it('an unknown operator and an unknown shared schema are reported', () => {
    const s = screen({
      dialogs: { edit: { title: '编辑', schema: 'Nope', onSubmit: { type: 'closeDialog' } } },
    });
    (s.blocks[0] as { rowActions: { visible?: unknown }[] }).rowActions[0]!.visible = { eval: ['1'] };
    const messages = lint({ 'x.screen.json': s }).map((p) => p.message);
    expect(messages).toContain('未知的表达式运算符 "eval"');
    expect(messages).toContain('共享 schema "Nope" 不存在');
  });

  it("row variables are known from the list route's answer schema in OpenAPI", () => {
    const withAnswer = {
      paths: {
        ...openapi.paths,
        '/commondeal/things': {
          post: {
            ...openapi.paths['/commondeal/things'].post,
            responses: {
              '200': {
                content: {
                  'application/json': {
                    schema: {
                      properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } },
                    },
                  },
                },
              },
            },
          },
        },
      },
      components: { schemas: { Thing: { properties: { id: {}, status: {}, colour: {} } } } },
    };
    const s = screen();
    (s.blocks[0] as { rowActions: { visible?: unknown }[] }).rowActions[0]!.visible = { var: 'row.colour' };
    expect(
      lintScreens({ files: { 'x.screen.json': s }, descriptorSchema, openapi: withAnswer, schemas }),
    ).toEqual([]);
    expect(lint({ 'x.screen.json': s }).map((p) => p.message)).toContain('变量 "row.colour" 在 row 中不存在');
  });

  it('two screens on one route are reported', () => {
    expect(
      lint({ 'a.screen.json': screen(), 'b.screen.json': screen({ id: 'b' }) }).map((p) => p.message),
    ).toContain('路由 /home/things 与 a.screen.json 重复');
  });
});
