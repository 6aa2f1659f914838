/** Errors a handler throws; the error handler turns them into `{ code, message, data }` answers. */

export const MESSAGES = {
  unauthorized: '登录已过期，请重新登录',
  forbidden: '无权访问该功能',
  serverError: '服务器错误',
  notFound: '接口不存在',
  invalid: '请求参数不正确',
  tooManyLogins: '登录尝试过于频繁，请稍后再试',
} as const;

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
export function ok<T>(data: T, message = '成功') {
  return { code: 0, message, data };
}
