/** Errors a handler throws; the error handler turns them into `{ code, message, data }` answers. */

export const MESSAGES = {
  unauthorized: '登录已过期，请重新登录',
  forbidden: '无权访问该功能',
  serverError: '服务器错误',
  notFound: '接口不存在',
  invalid: '请求参数不正确',
  tooManyLogins: '登录尝试过于频繁，请稍后再试',
} as const;

/** 用户管理: the mobile (the account's name) of a new account is taken. */
export const MOBILE_TAKEN = '手机号已存在！换一个试试';
/** 角色管理: a role of that name exists. */
export const ROLE_EXISTS = '角色已存在';

/**
 * Unique constraints whose violation has a business message of its own (a race past the handler's
 * check): the handler refuses with the same message the error handler gives the violation.
 */
export const UNIQUE_MESSAGES: Readonly<Record<string, string>> = {
  users_username_key: MOBILE_TAKEN,
  roles_role_name_key: ROLE_EXISTS,
};

export class ApiError extends Error {
  constructor(
    message: string,
    /** The answer's `code`. */
    readonly code: number,
    /** The HTTP status. */
    readonly statusCode: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A business rule refused the call: HTTP 200 with a non-zero code and the Chinese message. */
export const fail = (message: string, code = 1) => new ApiError(message, code, 200);

/** Bad input found by a handler (after schema validation): HTTP 400, code 400. */
export const badRequest = (message: string) => new ApiError(message, 400, 400);

export const unauthorized = () => new ApiError(MESSAGES.unauthorized, 401, 401);

export const forbidden = () => new ApiError(MESSAGES.forbidden, 403, 403);

/** The success answer. */
/** Whether `err` carries the error code `code` (Node's and Fastify's errors: `FST_…`, `E…`). */
export function isCode(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

/** Whether `err` is the refusal of a file over its route's limit (`@fastify/multipart`). */
export const isFileTooLarge = (err: unknown): boolean => isCode(err, 'FST_REQ_FILE_TOO_LARGE');

export function ok<T>(data: T, message = '成功') {
  return { code: 0, message, data };
}
