import { describe, expect, test } from 'vitest';
import descriptorSchema from '../../engine/descriptor/descriptor.schema.json';
import userIndex from '../../screens/userIndex.screen.json';
import roleIndex from '../../screens/roleIndex.screen.json';
import orderApply from '../../screens/orderApply.screen.json';
import { schemaProblems } from '../../engine/lint';
import {
  flattenOutline,
  groupedChildren,
  isGroupEntry,
  nodeAtProblem,
  outlineOf,
  pathLabels,
  problemsByNode,
  schemaAt,
  valueAt,
  type OutlineNode,
} from '../../engine/designer';

const schema = descriptorSchema as Record<string, unknown>;
const titles = (n: OutlineNode | undefined) => n?.children.map((c) => `${c.kind} ${c.label}`);

describe('the outline names what a shipped screen holds', () => {
  test('角色管理: the list, its columns, its toolbar and row actions, and the 新增角色 dialog', () => {
    const outline = outlineOf(roleIndex, schema);
    expect(outline.label).toBe('界面');
    expect(titles(outline)).toEqual(['block 角色列表', 'dialog 新增角色']);
    expect(titles(outline.children[0])).toEqual([
      'toolbarAction 新增角色',
      'column 角色编号',
      'column 角色名称',
      'column 角色中文名称',
      'rowAction 权限',
      'rowAction 删除',
    ]);
    expect(outline.children[0]).toMatchObject({ path: '/blocks/0', definition: 'CrudBlock', movable: true });
    expect(outline.children[1]).toMatchObject({
      path: '/dialogs/role',
      definition: 'DialogBlock',
      movable: false,
    });
  });

  test('用户管理: the query fields come first, named by their titles, as pointers into the query schema', () => {
    const list = outlineOf(userIndex, schema).children[0]!;
    expect(list.children.slice(0, 2)).toMatchObject([
      { kind: 'queryField', label: '用户名', path: '/blocks/0/query/schema/properties/user' },
      { kind: 'queryField', label: '机构编码', path: '/blocks/0/query/schema/properties/orgCode' },
    ]);
  });

  test('an action inside a button is part of the button, not a node of the outline', () => {
    const paths = flattenOutline(outlineOf(userIndex, schema)).map((n) => n.path);
    expect(paths.filter((p) => p.includes('/action'))).toEqual([]);
  });

  test('a dialog form lists its fields in ui:order; a title by mode reads as its 新建 text', () => {
    const ticket = flattenOutline(outlineOf(orderApply, schema)).find((n) => n.path === '/dialogs/ticket')!;
    expect(ticket.label).toBe('新建服务单');
    expect(
      ticket.children.filter((c) => c.kind === 'formField').map((c) => c.path.split('/').at(-1)),
    ).toEqual(orderApply.dialogs.ticket.uiSchema['ui:order']);
  });

  test('a form field lists in ui:order, `*` standing for the fields it does not name', () => {
    const doc = {
      ...roleIndex,
      blocks: [
        {
          type: 'form',
          schema: { type: 'object', properties: { a: {}, b: {}, c: {} } },
          uiSchema: { 'ui:order': ['c', '*'] },
        },
      ],
    };
    expect(outlineOf(doc, schema).children[0]!.children.map((c) => c.label)).toEqual(['c', 'a', 'b']);
  });
});

describe("the outline groups a node's children under the key that holds them, titled by the schema", () => {
  const shown = (n: OutlineNode) =>
    groupedChildren(n).map((e) =>
      isGroupEntry(e) ? `${e.group.title}: ${e.children.map((c) => c.label).join('、')}` : e.label,
    );

  test('角色管理: the list stays under the screen, its dialogs under 对话框', () => {
    expect(shown(outlineOf(roleIndex, schema))).toEqual(['角色列表', '对话框: 新增角色']);
  });

  test("a list: 工具栏, 列, 行操作, each holding its items, in the schema's order", () => {
    expect(shown(outlineOf(roleIndex, schema).children[0]!)).toEqual([
      '工具栏: 新增角色',
      '列: 角色编号、角色名称、角色中文名称',
      '行操作: 权限、删除',
    ]);
  });

  test('用户管理: the query fields are grouped under 查询条件, the key that holds their form', () => {
    const list = outlineOf(userIndex, schema).children[0]!;
    const [query] = groupedChildren(list);
    expect(query).toMatchObject({ group: { key: 'query', title: '查询条件', path: '/blocks/0/query' } });
    expect((query as { children: OutlineNode[] }).children.map((c) => c.label).slice(0, 2)).toEqual([
      '用户名',
      '机构编码',
    ]);
  });

  test("a group is no node: the flat outline, the canvas's nodes, has none", () => {
    const paths = flattenOutline(outlineOf(userIndex, schema)).map((n) => n.path);
    expect(paths).not.toContain('/blocks/0/columns');
    expect(paths).not.toContain('/blocks/0/query');
  });
});

describe('the selection path reads 界面 › block › kind › name', () => {
  test('a column of 用户管理: 界面 › 用户列表 › 列 › 状态', () => {
    const status = userIndex.blocks[0]!.columns.findIndex((c) => c.title === '状态');
    expect(pathLabels(userIndex, schema, `/blocks/0/columns/${status}`)).toEqual([
      '界面',
      '用户列表',
      '列',
      '状态',
    ]);
  });

  test('a key inside a node reads as the node; a query field and a dialog by their kind', () => {
    expect(pathLabels(roleIndex, schema, '/blocks/0/rowActions/1/action/message')).toEqual([
      '界面',
      '角色列表',
      '行操作',
      '删除',
    ]);
    expect(pathLabels(userIndex, schema, '/blocks/0/query/schema/properties/user')).toEqual([
      '界面',
      '用户列表',
      '查询条件',
      '用户名',
    ]);
    expect(pathLabels(roleIndex, schema, '/dialogs/role')).toEqual(['界面', '对话框', '新增角色']);
    expect(pathLabels(roleIndex, schema, '')).toEqual(['界面']);
  });
});

describe('a lint problem marks the node it belongs to', () => {
  const outline = outlineOf(userIndex, schema);
  test('the lint path blocks[0].columns[2].field marks that column', () => {
    expect(nodeAtProblem(outline, 'blocks[0].columns[2].field').path).toBe('/blocks/0/columns/2');
  });
  test('a JSON Pointer of the schema check marks its node too', () => {
    expect(nodeAtProblem(outline, '/blocks/0/rowActions/1/action').path).toBe('/blocks/0/rowActions/1');
  });
  test("a problem under a query's uiSchema or fieldStates marks the field it is keyed by", () => {
    expect(nodeAtProblem(outline, 'blocks[0].query.fieldStates.orgCode.disabled').path).toBe(
      '/blocks/0/query/schema/properties/orgCode',
    );
  });
  test('a problem of the screen as a whole marks the screen', () => {
    expect(nodeAtProblem(outline, 'route').path).toBe('');
  });
});

describe('schemaAt gives the subschema the properties form is drawn from', () => {
  test('a block by its type, a column, a button, a dialog', () => {
    expect(schemaAt(schema, userIndex, '/blocks/0')?.definition).toBe('CrudBlock');
    expect(schemaAt(schema, userIndex, '/blocks/0/columns/0')?.definition).toBe('Column');
    expect(schemaAt(schema, userIndex, '/blocks/0/rowActions/0')?.definition).toBe('Button');
    expect(schemaAt(schema, roleIndex, '/dialogs/role')?.definition).toBe('DialogBlock');
    expect(schemaAt(schema, roleIndex, '')?.definition).toBe('ScreenDescriptor');
  });
  test("an action by its type, and a form field as one property's JSON Schema with Chinese titles", () => {
    expect(schemaAt(schema, roleIndex, '/blocks/0/rowActions/1/action')?.definition).toBe('ConfirmAction');
    const field = schemaAt(schema, userIndex, '/blocks/0/query/schema/properties/user');
    expect(field?.definition).toBe('FormField');
    expect((field?.schema.properties as Record<string, { title: string }>).maxLength!.title).toBe('最大长度');
  });
  test('a path the schema does not allow has no subschema', () => {
    expect(schemaAt(schema, userIndex, '/blocks/0/nonsense')).toBeUndefined();
  });
});

describe('every shipped screen reads in the designer', () => {
  const files = import.meta.glob('../../screens/*.screen.json', { eager: true, import: 'default' });
  test.each(Object.keys(files))(
    '%s: every node of its outline has a value, a subschema and a crumb',
    (file) => {
      const doc = files[file];
      for (const n of flattenOutline(outlineOf(doc, schema))) {
        expect(valueAt(doc, n.path), n.path).toBeDefined();
        expect(schemaAt(schema, doc, n.path), n.path).toBeDefined();
        expect(pathLabels(doc, schema, n.path).at(-1)).toBe(n.label);
      }
    },
  );
});

describe('the lint after an edit marks the node it faults', () => {
  test("a column that lost its field is marked with the schema check's Chinese message", () => {
    const broken = structuredClone(roleIndex) as { blocks: { columns: Record<string, unknown>[] }[] };
    delete broken.blocks[0]!.columns[1]!.field;
    const marks = problemsByNode(outlineOf(broken, schema), schemaProblems(broken, schema));
    expect(marks.get('/blocks/0/columns/1')).toEqual(['不符合描述文件 schema：缺少必填属性 "field"']);
  });

  test("the lint's own paths mark their nodes too, several messages of one node together", () => {
    const marks = problemsByNode(outlineOf(userIndex, schema), [
      { path: 'blocks[0].columns[2].field', message: '接口的行数据没有字段 orgNm' },
      { path: 'blocks[0].columns[2].visible', message: '未知变量 user.rol' },
      { path: 'dialogs.password.onSubmit', message: '服务端没有接口 POST /x' },
    ]);
    expect(Object.fromEntries(marks)).toEqual({
      '/blocks/0/columns/2': ['接口的行数据没有字段 orgNm', '未知变量 user.rol'],
      '/dialogs/password': ['服务端没有接口 POST /x'],
    });
  });
});
