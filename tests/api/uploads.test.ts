/**
 * Uploads are read within limits and checked by content (count, size, type by content), with the Chinese
 * messages (文件过大, 只能上传图片或者TXT文本文件).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../server/errors';
import multipartPlugin from '../../server/plugins/multipart';
import { readUpload, UPLOAD_MESSAGES } from '../../server/uploads';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TYPE_MESSAGE = '只能上传图片或者TXT文本文件';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(multipartPlugin);
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof ApiError)
      return reply.status(err.statusCode).send({ code: err.code, message: err.message });
    return reply.status(500).send({ code: 500, message: String(err) });
  });
  app.post('/upload', async (request) => {
    const { files, fields } = await readUpload(request, {
      kinds: ['png', 'jpg', 'txt'],
      maxBytes: 1024 * 1024,
      maxFiles: 3,
      typeMessage: TYPE_MESSAGE,
    });
    return { code: 0, data: { files: files.map((f) => [f.filename, f.kind, f.data.length]), fields } };
  });
});
afterAll(() => app.close());

function form(files: [string, Buffer | string][], fields: Record<string, string> = {}) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [name, data] of files)
    fd.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name);
  return fd;
}

const post = (payload: FormData | string, headers?: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/upload', payload, headers });

describe('readUpload', () => {
  it('accepts a PNG and a text file, kinds found from the content, with the text fields', async () => {
    const res = await post(
      form(
        [
          ['a.png', PNG],
          ['说明.txt', '门诊收费有误\r\n请核对'],
        ],
        { title: '工单' },
      ),
    );
    expect(res.json()).toEqual({
      code: 0,
      data: {
        files: [
          ['a.png', 'png', PNG.length],
          ['说明.txt', 'txt', Buffer.byteLength('门诊收费有误\r\n请核对')],
        ],
        fields: { title: '工单' },
      },
    });
  });

  it('refuses a file whose content is of another kind, whatever its name says (只能上传图片或者TXT文本文件)', async () => {
    const zip = Buffer.from('504b0304140000000800', 'hex');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);
    for (const [name, data] of [
      ['photo.png', exe],
      ['notes.txt', zip],
    ] as const) {
      const res = await post(form([[name, data]]));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(TYPE_MESSAGE);
    }
  });

  it('refuses a file over the size limit with 文件过大', async () => {
    const res = await post(form([['big.txt', 'a'.repeat(1024 * 1024 + 1)]]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it('refuses more files than the limit', async () => {
    const res = await post(
      form([
        ['1.txt', 'a'],
        ['2.txt', 'b'],
        ['3.txt', 'c'],
        ['4.txt', 'd'],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.tooMany(3));
  });

  it('refuses a request without a file, an empty file and a body that is not multipart', async () => {
    expect((await post(form([], { a: '1' }))).json().message).toBe(UPLOAD_MESSAGES.noFile);
    expect((await post(form([['e.txt', '']]))).json().message).toBe(UPLOAD_MESSAGES.empty);
    const json = await post('{"a":1}', { 'content-type': 'application/json' });
    expect(json.json().message).toBe(UPLOAD_MESSAGES.notMultipart);
  });
});
