/** Shapes shared by every resource: the answer envelope and small reusable fragments. */

/** Every answer is `{ code, message, data }`; code 0 is success. */
export function apiResult<D extends object>(data: D) {
  return {
    type: 'object',
    properties: {
      code: { type: 'integer', title: '结果代码', description: '0 表示成功' },
      message: { type: 'string', title: '提示信息' },
      data,
    },
    required: ['code', 'message', 'data'],
  } as const;
}

/** An answer whose data is null. */
export const nullData = { type: 'null' } as const;

/** A path parameter that is a positive integer id. */
export function idParams<N extends string>(name: N, title: string) {
  const id = { type: 'integer', minimum: 1, title } as const;
  return {
    type: 'object',
    properties: { [name]: id } as { readonly [K in N]: typeof id },
    required: [name],
  } as const;
}

/** The page a list asks for (lists are paged in SQL; a page holds at most 100 rows). */
export const listPage = {
  type: 'object',
  title: '分页',
  properties: {
    size: { type: 'integer', title: '每页条数', minimum: 1, maximum: 100, default: 10 },
    current: { type: 'integer', title: '当前页', minimum: 1, maximum: 1_000_000, default: 1 },
  },
  additionalProperties: false,
  default: {},
} as const;

/** The id part of a cursor: a number, or a text id (a settlement's setl_id). */
const CURSOR_ID = { number: '\\d{1,18}', text: '[0-9A-Za-z_-]{1,30}' } as const;

/** A row's place in a keyset-paged list, opaque to the console: `<time as epoch microseconds>.<id>`. */
const cursor = (title: string, id: keyof typeof CURSOR_ID = 'number') =>
  ({
    type: ['string', 'null'],
    title,
    pattern: `^\\d{1,16}\\.${CURSOR_ID[id]}$`,
    errorMessage: '翻页位置格式不正确，请重新查询',
  }) as const;

/**
 * The page of a list paged by keyset (docs/performance.md): `listPage`, and the way to reach it. `after`:
 * the page after the row of this cursor (the `next` of the page before); `before`: the page before it
 * (the `prev` of the page after); `last`: the last page. None of them (null is none): page `current` by
 * its number. `after` wins over `before`, either over `last`.
 */
export const keysetPage = {
  ...listPage,
  properties: {
    ...listPage.properties,
    after: cursor('向后翻页位置'),
    before: cursor('向前翻页位置'),
    last: { type: ['boolean', 'null'], title: '末页' },
  },
} as const;

/** `keysetPage` of a list whose rows have a text id (`[0-9A-Za-z_-]`, at most 30). */
export const textKeysetPage = {
  ...keysetPage,
  properties: {
    ...keysetPage.properties,
    after: cursor('向后翻页位置', 'text'),
    before: cursor('向前翻页位置', 'text'),
  },
} as const;

/** The cursors of a keyset page's answer: those of its last and first rows (absent without rows). */
export const keysetCursors = {
  next: { type: 'string', title: '末行位置', description: '作为 page.after 取下一页' },
  prev: { type: 'string', title: '首行位置', description: '作为 page.before 取上一页' },
} as const;

/**
 * The property names of a required-message map, typed as its keys so that a schema's `required`
 * keeps its literal names (the route types derived from the schemas, docs/server.md).
 */
export const requiredKeys = <T extends object>(messages: T) => Object.keys(messages) as (keyof T & string)[];

/** The file a streamed export writes: xlsx (the default) or csv (UTF-8 with BOM). */
export const exportFormat = {
  type: 'string',
  title: '文件格式',
  enum: ['xlsx', 'csv'],
  default: 'xlsx',
  errorMessage: '文件格式只能是 xlsx 或 csv',
} as const;

/**
 * The body property of an edit of a shared record (docs/server.md#record-versions): the version of the
 * record as it was read; an edit based on a version the record no longer has is refused (409).
 */
export const versionProperty = {
  type: 'integer',
  title: '版本号',
  minimum: 0,
  description: '读取时的版本号：已被他人修改时拒绝（409）',
  errorMessage: '版本号不正确，请刷新后重试',
} as const;

/** What an edit answers when it was sent without the version it was read at. */
export const VERSION_REQUIRED = '缺少版本号，请刷新后重试';

/** The version of a shared record in a read's answer, to be sent back unchanged by an edit. */
export const versionAnswer = {
  type: 'integer',
  title: '版本号',
  description: '修改时原样带回（versionProperty）',
} as const;

/** The answer of an edit whose record's new version is all it answers (the next edit sends it). */
export const savedVersion = {
  type: 'object',
  title: '保存结果',
  properties: { version: { ...versionAnswer, description: '保存后的版本号' } },
  required: ['version'],
} as const;

/** How the console sends passwords and account names: encrypted, kept as typed (never trimmed). */
export const ENCRYPTED_COMMENT =
  'RSA-OAEP(SHA-256) 加密后的 base64 文本，公钥见 GET /commondeal/api/auth/publicKey';

/** A required encrypted text field titled `title` (a password, an account name). */
export const encryptedText = <const T extends string>(title: T) =>
  ({
    type: 'string',
    title,
    minLength: 1,
    maxLength: 1024,
    contentEncoding: 'base64',
    $comment: ENCRYPTED_COMMENT,
  }) as const;
