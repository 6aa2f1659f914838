/**
 * Uploads are read within limits and checked by content (count, size, type by content), with the Chinese
 * messages (文件超过 N MB, 只能上传图片或者TXT文本文件, 请求格式不正确; docs/server.md, Uploads): a file over
 * its limit is refused whole, never taken in part, read whole or as a stream.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../server/errors';
import multipartPlugin from '../../server/plugins/multipart';
import { openUploadStream, readUpload, UPLOAD_MESSAGES } from '../../server/uploads';
import { malformedUploads, multipartBody, multipartHeaders } from './multipartBodies';

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
  // The streamed reading as the detail import uses it: the bytes read, or what the stream failed with.
  app.post('/stream', async (request) => {
    const { stream } = await openUploadStream(request, 1024 * 1024);
    let bytes = 0;
    try {
      for await (const chunk of stream) bytes += (chunk as Buffer).length;
    } catch (err) {
      return { code: 1, failed: err instanceof ApiError ? [err.code, err.message] : String(err), bytes };
    }
    return { code: 0, bytes };
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

  it('takes a file of exactly its limit, and refuses one byte more with 文件超过 1 MB', async () => {
    const exact = await post(form([['max.txt', 'a'.repeat(1024 * 1024)]]));
    expect(exact.json().data.files).toEqual([['max.txt', 'txt', 1024 * 1024]]);
    const res = await post(form([['big.txt', 'a'.repeat(1024 * 1024 + 1)]]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('文件超过 1 MB');
  });

  it('refuses the whole request when any of its files is over the limit, even after good ones', async () => {
    const res = await post(
      form([
        ['a.png', PNG],
        ['big.txt', 'a'.repeat(3 * 1024 * 1024)],
      ]),
    );
    expect([res.statusCode, res.json().message]).toEqual([400, '文件超过 1 MB']);
  });

  for (const bad of malformedUploads('a.txt', '门诊收费有误'.repeat(100))) {
    it(`answers 400 请求格式不正确 to ${bad.name}`, async () => {
      const res = await post(bad.payload as unknown as string, bad.headers);
      expect([res.statusCode, res.json().message]).toEqual([400, UPLOAD_MESSAGES.malformed]);
    });
  }

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

describe('openUploadStream', () => {
  const stream = (payload: Buffer, headers = multipartHeaders()) =>
    app.inject({ method: 'POST', url: '/stream', payload, headers });

  it('reads a file of exactly its limit to the end', async () => {
    const res = await stream(multipartBody('max.csv', 'a'.repeat(1024 * 1024)));
    expect(res.json()).toEqual({ code: 0, bytes: 1024 * 1024 });
  });

  it('fails the stream with 文件超过 1 MB at the limit instead of ending it short', async () => {
    const res = await stream(multipartBody('big.csv', 'a'.repeat(1024 * 1024 + 1)));
    expect(res.json()).toMatchObject({ code: 1, failed: [400, '文件超过 1 MB'] });
  });

  it('answers 400 请求格式不正确 before the file when the body has another boundary or none', async () => {
    const [otherBoundary, , noBoundary] = malformedUploads('a.csv', 'a'.repeat(1000));
    for (const bad of [otherBoundary!, noBoundary!]) {
      const res = await stream(bad.payload, bad.headers);
      expect([res.statusCode, res.json().message]).toEqual([400, UPLOAD_MESSAGES.malformed]);
    }
  });

  it('fails the stream with 请求格式不正确 when the body is cut inside the file', async () => {
    const [, cut] = malformedUploads('a.csv', 'a'.repeat(100_000));
    const res = await stream(cut!.payload, cut!.headers);
    expect(res.json()).toMatchObject({ code: 1, failed: [400, UPLOAD_MESSAGES.malformed] });
  });
});
