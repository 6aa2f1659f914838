/**
 * The request and answer schemas of the deal catalogue's studio (server/routes/deals/studio.ts,
 * docs/server.md#交易目录-deals-as-data): the screens' studio's, with the deal name for the id and the deal's metadata
 * (DealMeta as JSON text) for the body.
 */
import { dealNameField } from './dealCalls';
import {
  COMMENT,
  commentBody,
  draftSchema,
  listBody,
  nullableInt,
  nullableString,
  page,
  rollbackBody,
  studioEventSchema,
  versionSchema,
} from './studio';
import { listPage } from './common';

export { commentBody, draftSchema, listBody, page, rollbackBody, versionSchema };

/** The largest deal metadata the studio takes (the largest shipped deal is about 40 kB as text). */
export const DEAL_BODY_MAX = 200_000;

export const dealIdParams = { type: 'object', properties: { id: dealNameField }, required: ['id'] } as const;
export const dealVersionParams = {
  type: 'object',
  properties: {
    id: dealNameField,
    version: { type: 'integer', minimum: 1, maximum: 1_000_000, title: '版本' },
  },
  required: ['id', 'version'],
} as const;
export const dealDraftBody = {
  type: 'object',
  properties: {
    body: {
      type: 'string',
      maxLength: DEAL_BODY_MAX,
      title: '交易元数据',
      description: 'JSON 文本（DealMeta）',
      contentMediaType: 'application/json',
    },
    baseVersion: {
      type: 'integer',
      minimum: 0,
      title: '基础版本',
      description: '起草时的已发布版本（0：出厂版本）',
    },
  },
  required: ['body', 'baseVersion'],
  additionalProperties: false,
} as const;
export const dealPublishBody = {
  ...dealDraftBody,
  properties: {
    ...dealDraftBody.properties,
    comment: COMMENT,
    dropSqlConfigs: {
      type: 'array',
      title: '随发布删除的SQL配置',
      description: '新版本不再有其节点或字段的交易SQL配置（按输入节点名），与新版本在同一事务中删除',
      items: { type: 'string', minLength: 1, maxLength: 50, title: '节点名' },
      maxItems: 100,
      uniqueItems: true,
    },
  },
  required: ['body', 'baseVersion'],
} as const;
export const dealEventsBody = {
  type: 'object',
  properties: { dealName: dealNameField, ...listPage.properties },
  additionalProperties: false,
} as const;

export const studioDeal = {
  type: 'object',
  properties: {
    dealName: { type: 'string' },
    comment: { type: 'string', title: '交易名称' },
    dealType: { type: 'string' },
    state: { type: 'string', enum: ['file', 'published', 'archived', 'draft'] },
    stateText: { type: 'string' },
    version: nullableInt,
    hasFile: { type: 'boolean', description: '有出厂版本（server/deals/catalogue）' },
    hasDraft: { type: 'boolean' },
    submitted: { type: 'boolean' },
    changedBy: nullableString,
    changedAt: nullableString,
  },
} as const;
export const studioDealDetail = {
  type: 'object',
  properties: {
    dealName: { type: 'string' },
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
        submittedBy: { type: 'string' },
        submittedAt: { type: 'string' },
        mine: { type: 'boolean', description: '由调用者提交' },
      },
    },
    published: nullableString,
    file: { ...nullableString, description: '出厂版本的文本' },
    draft: draftSchema,
  },
} as const;
export const dealEventSchema = studioEventSchema('dealName');

/**
 * The code lists a deal field's 代码表 may name (`codeList`, docs/domain.md): the national interface's and
 * the base-info ones, each name with its codes and labels, the names in order.
 */
export const dealCodeListsSchema = {
  type: 'object',
  title: '代码表',
  description: '代码表名称 → 代码及名称（国家接口代码表与基础信息代码表）',
  additionalProperties: {
    type: 'array',
    items: {
      type: 'object',
      properties: { name: { type: 'string', title: '名称' }, value: { type: 'string', title: '代码' } },
      required: ['name', 'value'],
    },
  },
} as const;
