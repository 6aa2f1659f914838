/** A call that did not succeed: the server answered code != 0, or the network failed. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Shared zh-CN texts of the client. */
export const apiMessages = {
  network: '网络异常，请稍后重试',
  server: '服务器错误',
  expired: '登录已过期，请重新登录',
  aborted: '请求已取消',
  notAFile: '服务器未返回文件',
  /** Added to a server failure's message, so a person can quote the request to whoever runs the server. */
  requestId: (id: string) => `（请求编号：${id}）`,
} as const;
