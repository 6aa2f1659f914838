/**
 * Multipart bodies written byte by byte, for the upload tests: a well-formed one and the three malformed
 * ones every upload route answers with 400 请求格式不正确 (docs/server.md, Uploads).
 */

const BOUNDARY = '----yibao-test-boundary-7d41';

/** One file part (field `file`), then the closing boundary. */
export function multipartBody(filename: string, data: Buffer | string, boundary = BOUNDARY): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

export interface RawMultipart {
  /** What the case is, for the test's name. */
  name: string;
  headers: Record<string, string>;
  payload: Buffer;
}

/**
 * The three malformed requests of a file: the header names another boundary than the body's; the body
 * is cut before its closing boundary (in the middle of the file); the Content-Type has no boundary.
 */
export function malformedUploads(filename: string, data: Buffer | string): RawMultipart[] {
  const body = multipartBody(filename, data);
  const cutAt = body.length - Buffer.byteLength(`\r\n--${BOUNDARY}--\r\n`) - Math.floor(data.length / 2);
  return [
    {
      name: 'a boundary in the header other than the body’s',
      headers: { 'content-type': 'multipart/form-data; boundary=----another-boundary-0000' },
      payload: body,
    },
    {
      name: 'a body cut before its closing boundary',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body.subarray(0, cutAt),
    },
    {
      name: 'a multipart Content-Type without a boundary',
      headers: { 'content-type': 'multipart/form-data' },
      payload: body,
    },
  ];
}

/** The headers of a well-formed `multipartBody`. */
export const multipartHeaders = (): Record<string, string> => ({
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
});
