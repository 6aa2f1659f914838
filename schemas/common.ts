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

/**
 * The property names of a required-message map, typed as its keys so that a schema's `required`
 * keeps its literal names (the route types derived from the schemas, docs/server.md).
 */
export const requiredKeys = <T extends object>(messages: T) => Object.keys(messages) as (keyof T & string)[];
