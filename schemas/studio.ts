/** The request and answer schemas of the screen studio's routes (server/routes/screens/studio.ts, docs/studio.md). */
import { listPage } from './common';

/** The largest descriptor the studio takes (the largest shipped one is about 30 kB). */
export const SCREEN_BODY_MAX = 200_000;

export const SCREEN_ID = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_.-]+$',
} as const;
export const COMMENT = { type: 'string', maxLength: 200, title: '说明' } as const;
export const idParams = { type: 'object', properties: { id: SCREEN_ID }, required: ['id'] } as const;
export const versionParams = {
  type: 'object',
  properties: { id: SCREEN_ID, version: { type: 'integer', minimum: 1, maximum: 1_000_000, title: '版本' } },
  required: ['id', 'version'],
} as const;
export const listBody = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 64, title: '关键字', description: '编号、路由或标题中的文字' },
    state: {
      type: 'string',
      enum: ['', 'file', 'published', 'archived', 'draft', 'submitted'],
      title: '状态',
    },
    ...listPage.properties,
  },
  additionalProperties: false,
} as const;
export const draftBody = {
  type: 'object',
  properties: {
    body: {
      type: 'string',
      maxLength: SCREEN_BODY_MAX,
      title: '界面描述',
      description: 'JSON 文本',
      contentMediaType: 'application/json',
    },
    baseVersion: {
      type: 'integer',
      minimum: 0,
      title: '基础版本',
      description: '起草时的已发布版本（0：出厂文件）',
    },
  },
  required: ['body', 'baseVersion'],
  additionalProperties: false,
} as const;
export const menuPlacement = {
  type: 'object',
  title: '放入菜单',
  description: '上级菜单分组、名称、排序、图标与可见角色（与新版本在同一事务中写入）',
  properties: {
    parentId: { type: 'integer', minimum: 1, title: '上级菜单', description: '菜单分组的编号' },
    name: { type: 'string', minLength: 1, maxLength: 50, title: '菜单名称' },
    order: {
      type: 'integer',
      minimum: 0,
      maximum: 9999,
      title: '排序号',
      description: '不填：排在该分组最后',
    },
    icon: { type: 'string', maxLength: 50, pattern: '^[A-Za-z]*$', default: '', title: '图标' },
    roleIds: {
      type: 'array',
      items: { type: 'integer', minimum: 1, title: '可见角色' },
      maxItems: 50,
      uniqueItems: true,
      title: '可见角色',
    },
  },
  required: ['parentId', 'name', 'roleIds'],
  additionalProperties: false,
} as const;
export const publishBody = {
  ...draftBody,
  properties: { ...draftBody.properties, comment: COMMENT, menu: menuPlacement },
  required: ['body', 'baseVersion'],
} as const;
export const rollbackBody = {
  type: 'object',
  properties: { version: { type: 'integer', minimum: 1, title: '版本' }, comment: COMMENT },
  required: ['version'],
  additionalProperties: false,
} as const;
export const commentBody = {
  type: 'object',
  properties: { comment: COMMENT },
  additionalProperties: false,
} as const;
export const eventsBody = {
  type: 'object',
  properties: {
    screenId: SCREEN_ID,
    ...listPage.properties,
  },
  additionalProperties: false,
} as const;

export const nullableString = { type: ['string', 'null'] } as const;
export const nullableInt = { type: ['integer', 'null'] } as const;
export const studioScreen = {
  type: 'object',
  properties: {
    screenId: { type: 'string' },
    route: { type: 'string' },
    title: { type: 'string' },
    state: { type: 'string', enum: ['file', 'published', 'archived', 'draft'] },
    stateText: { type: 'string' },
    version: nullableInt,
    hasFile: { type: 'boolean' },
    hasDraft: { type: 'boolean' },
    submitted: { type: 'boolean', description: '有待审核的提交（双人发布）' },
    changedBy: nullableString,
    changedAt: nullableString,
  },
} as const;
export const draftSchema = {
  type: ['object', 'null'],
  properties: { body: { type: 'string' }, baseVersion: { type: 'integer' }, savedAt: { type: 'string' } },
} as const;
export const versionSchema = {
  type: 'object',
  properties: {
    version: { type: 'integer' },
    comment: { type: 'string' },
    author: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;
/** An event of a studio's audit, its item named by `key` (screenId, dealName). */
export const studioEventSchema = <K extends string>(key: K) =>
  ({
    type: 'object',
    properties: {
      id: { type: 'integer' },
      [key]: { type: 'string' },
      action: { type: 'string' },
      actionText: { type: 'string' },
      fromVersion: nullableInt,
      toVersion: nullableInt,
      comment: { type: 'string' },
      actor: { type: 'string' },
      at: { type: 'string' },
    },
  }) as const;
export const eventSchema = studioEventSchema('screenId');
export const page = (item: object) =>
  ({
    type: 'object',
    properties: { records: { type: 'array', items: item }, total: { type: 'integer' } },
  }) as const;

/** What GET /screens/studio/{id} answers. */
export const studioScreenDetail = {
  type: 'object',
  properties: {
    screenId: { type: 'string' },
    version: nullableInt,
    archived: { type: 'boolean' },
    mayPublish: { type: 'boolean', description: '调用者可否发布、回滚、下线（ROLE_ADMIN）' },
    twoPerson: { type: 'boolean', description: '已开启双人发布：先提交审核，由另一位管理员发布' },
    submission: {
      type: ['object', 'null'],
      description: '待审核的提交（双人发布）',
      properties: {
        body: { type: 'string' },
        baseVersion: { type: 'integer' },
        comment: { type: 'string' },
        menu: { ...menuPlacement, type: ['object', 'null'] },
        submittedBy: { type: 'string' },
        submittedAt: { type: 'string' },
        mine: { type: 'boolean', description: '由调用者提交' },
      },
    },
    published: nullableString,
    file: nullableString,
    draft: draftSchema,
    menu: {
      type: ['object', 'null'],
      properties: {
        parentId: { type: 'integer' },
        name: { type: 'string' },
        order: { type: 'integer' },
        icon: { type: 'string' },
        roleIds: { type: 'array', items: { type: 'integer' } },
      },
    },
    menuGroups: {
      type: 'array',
      items: {
        type: 'object',
        properties: { menuId: { type: 'integer' }, menuname: { type: 'string' } },
      },
    },
    roles: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          roleId: { type: 'integer' },
          roleName: { type: 'string' },
          roleCnname: { type: 'string' },
        },
      },
    },
  },
} as const;
