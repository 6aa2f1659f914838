/** Roles and role menu permissions. */
import { listPage, VERSION_REQUIRED, versionAnswer, versionProperty } from './common';
import { ref } from './ref';

export const Role = {
  $id: 'Role',
  type: 'object',
  title: '角色',
  properties: {
    roleId: { type: 'integer', title: '角色编号' },
    roleName: { type: 'string', title: '角色名称' },
    roleCnname: { type: 'string', title: '角色中文名称' },
    version: { ...versionAnswer, description: '角色及其菜单权限的版本号：保存菜单权限时原样带回' },
  },
  required: ['roleId', 'roleName', 'roleCnname', 'version'],
} as const;

export const RoleInsert = {
  $id: 'RoleInsert',
  type: 'object',
  title: '新增角色',
  properties: {
    roleName: {
      type: 'string',
      title: '角色名称',
      description: '如 ROLE_ADMIN',
      minLength: 1,
      maxLength: 50,
      pattern: '^[A-Za-z][A-Za-z0-9_]*$',
      errorMessage: '角色名称须以字母开头，只能包含字母、数字、下划线，且不超过50个字符',
    },
    roleCnname: {
      type: 'string',
      title: '角色中文名称',
      minLength: 1,
      maxLength: 50,
      pattern: '\\S',
      errorMessage: {
        minLength: '请输入角色中文名称',
        pattern: '请输入角色中文名称',
        maxLength: '角色中文名称不能超过50个字符',
      },
    },
  },
  required: ['roleName', 'roleCnname'],
  additionalProperties: false,
  errorMessage: { required: { roleName: '请输入角色名称', roleCnname: '请输入角色中文名称' } },
} as const;

export const RoleMenuInsert = {
  $id: 'RoleMenuInsert',
  type: 'object',
  title: '保存角色菜单权限',
  properties: {
    roleId: { type: 'integer', title: '角色', minimum: 1, errorMessage: '角色编号须为正整数' },
    menuId: {
      type: 'array',
      title: '菜单权限',
      description: '勾选的菜单及其上级菜单的编号，去重',
      minItems: 1,
      maxItems: 1000,
      items: { type: 'integer', minimum: 1, errorMessage: '菜单编号须为正整数' },
      errorMessage: { minItems: '请选择角色的菜单权限', type: '菜单编号须为正整数' },
    },
    version: { ...versionProperty, description: '读取菜单权限时角色的版本号：其间已被他人修改时拒绝（409）' },
  },
  required: ['roleId', 'menuId', 'version'],
  additionalProperties: false,
  errorMessage: {
    required: { roleId: '请选择角色', menuId: '请选择角色的菜单权限', version: VERSION_REQUIRED },
  },
} as const;

/** A role's menu permissions and the version they were read at. */
export const RoleMenus = {
  $id: 'RoleMenus',
  type: 'object',
  title: '角色的菜单权限',
  properties: {
    menus: {
      type: 'array',
      title: '菜单权限',
      description: '每项为“菜单编号,上级菜单编号”（一级菜单上级为空）',
      items: { type: 'string' },
    },
    version: { ...versionAnswer, description: '角色及其菜单权限的版本号：保存时原样带回' },
  },
  required: ['menus', 'version'],
} as const;

/** A node of the two-level permission tree of all valid menus. */
export const PermissionNode = {
  $id: 'PermissionNode',
  type: 'object',
  title: '菜单权限节点',
  properties: {
    id: { type: 'integer', title: '菜单编号' },
    parentId: { type: ['integer', 'null'], title: '上级菜单' },
    label: { type: 'string', title: '菜单名称' },
    children: { type: 'array', title: '子菜单', items: { type: 'object' } },
  },
  required: ['id', 'parentId', 'label', 'children'],
} as const;

/** A list's page in the query string (paged in SQL): the role list, the application testers. */
export const ListPageQuery = {
  $id: 'ListPageQuery',
  type: 'object',
  title: '分页查询',
  properties: listPage.properties,
  additionalProperties: false,
} as const;

export const RolePage = {
  $id: 'RolePage',
  type: 'object',
  title: '角色分页',
  properties: {
    records: { type: 'array', items: ref(Role) },
    total: { type: 'integer', title: '总条数（超过一万条时为估计值）' },
  },
  required: ['records', 'total'],
} as const;
