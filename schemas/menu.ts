/** Menu entity, the menu form and the menu tree. */
import { listPage, VERSION_REQUIRED, versionAnswer, versionProperty } from './common';
import { ref } from './ref';

const menuFields = {
  menupath: {
    type: 'string',
    title: '菜单路径',
    description: '前端路由，如 /home/handle；一级菜单为空',
    maxLength: 200,
    pattern: '^/[A-Za-z0-9_/-]*$',
    errorMessage: '菜单路径须以“/”开头，只能包含字母、数字、下划线、短横线，且不超过200个字符',
  },
  menuname: {
    type: 'string',
    title: '菜单名称',
    minLength: 1,
    maxLength: 50,
    pattern: '\\S',
    errorMessage: {
      minLength: '请输入菜单名称',
      pattern: '请输入菜单名称',
      maxLength: '菜单名称不能超过50个字符',
    },
  },
  parentId: {
    type: 'integer',
    title: '上级菜单',
    description: '为空表示一级菜单',
    minimum: 1,
    errorMessage: '上级菜单编号须为正整数',
  },
  gradation: {
    type: 'integer',
    title: '排序号',
    minimum: 0,
    maximum: 99999,
    errorMessage: '排序号须为不小于0的整数',
  },
  icon: {
    type: 'string',
    title: '图标',
    $comment: 'antd 图标名，如 SettingOutlined',
    maxLength: 50,
    pattern: '^[A-Za-z][A-Za-z0-9]*$',
    errorMessage: '图标须为图标名称，如 SettingOutlined',
  },
  isValid: {
    type: 'string',
    title: '是否有效',
    enum: ['1', '0'],
    default: '1',
    errorMessage: '是否有效须为1（有效）或0（无效）',
  },
} as const;

const menuId = {
  type: 'integer',
  title: '菜单编号',
  minimum: 1,
  errorMessage: '菜单编号须为正整数',
} as const;

/** A top-level menu (no parent) must have an icon. */
const topLevelNeedsIcon = {
  if: { not: { required: ['parentId'] } },
  then: { required: ['icon'], errorMessage: { required: { icon: '一级菜单需要对应的图标' } } },
} as const;

export const MenuInsert = {
  $id: 'MenuInsert',
  type: 'object',
  title: '新增菜单',
  properties: menuFields,
  required: ['menuname', 'gradation'],
  additionalProperties: false,
  ...topLevelNeedsIcon,
  errorMessage: { required: { menuname: '请输入菜单名称', gradation: '请输入排序号' } },
} as const;

export const MenuUpdate = {
  $id: 'MenuUpdate',
  type: 'object',
  title: '修改菜单',
  properties: { menuId, ...menuFields, version: versionProperty },
  required: ['menuId', 'menuname', 'gradation', 'version'],
  additionalProperties: false,
  ...topLevelNeedsIcon,
  errorMessage: {
    required: {
      menuId: '请选择要修改的菜单',
      menuname: '请输入菜单名称',
      gradation: '请输入排序号',
      version: VERSION_REQUIRED,
    },
  },
} as const;

export const MenuQuery = {
  $id: 'MenuQuery',
  type: 'object',
  title: '菜单查询',
  description: '空值表示不按该条件筛选',
  properties: {
    isValid: {
      type: 'string',
      title: '是否有效',
      enum: ['1', '0'],
      errorMessage: '是否有效须为1（有效）或0（无效）',
    },
    parentId: { type: 'integer', title: '上级菜单编号', minimum: 1, errorMessage: '上级菜单编号须为正整数' },
    menuId,
  },
  additionalProperties: false,
} as const;

/** The menu list's body: the query form's filters and the page (MenuQuery stays the form's schema). */
export const MenuListQuery = {
  $id: 'MenuListQuery',
  type: 'object',
  title: '菜单列表查询',
  description: '空值表示不按该条件筛选',
  properties: { ...MenuQuery.properties, page: listPage },
  additionalProperties: false,
} as const;

export const Menu = {
  $id: 'Menu',
  type: 'object',
  title: '菜单',
  properties: {
    menuId: { type: 'integer', title: '菜单编号' },
    menupath: { type: 'string', title: '菜单路径' },
    menuname: { type: 'string', title: '菜单名称' },
    parentId: { type: ['integer', 'null'], title: '上级菜单' },
    icon: { type: 'string', title: '图标' },
    gradation: { type: 'integer', title: '排序号' },
    isValid: { type: 'string', title: '是否有效', enum: ['1', '0'] },
    version: versionAnswer,
  },
  required: ['menuId', 'menupath', 'menuname', 'parentId', 'icon', 'gradation', 'isValid', 'version'],
} as const;

export const MenuPage = {
  $id: 'MenuPage',
  type: 'object',
  title: '菜单分页',
  properties: {
    records: { type: 'array', items: ref(Menu) },
    total: { type: 'integer', title: '总条数（超过一万条时为估计值）' },
  },
  required: ['records', 'total'],
} as const;

/** An entry of the caller's menu tree: `name` is the route. */
export const MenuTreeNode = {
  $id: 'MenuTreeNode',
  type: 'object',
  title: '菜单树节点',
  properties: {
    id: { type: 'integer', title: '菜单编号' },
    parentId: { type: ['integer', 'null'], title: '上级菜单' },
    title: { type: 'string', title: '菜单名称' },
    icon: { type: 'string', title: '图标' },
    name: { type: 'string', title: '路由' },
    child: { type: 'array', title: '子菜单', items: { type: 'object' } },
  },
  required: ['id', 'parentId', 'title', 'icon', 'name', 'child'],
} as const;
