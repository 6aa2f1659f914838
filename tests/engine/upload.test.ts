import { describe, expect, it, vi } from 'vitest';
import { execute } from '../../engine/actions';
import { ApiError } from '../../engine/api';
import type { ActionEnv } from '../../engine/actions';
import type { Action } from '../../engine/descriptor';
import { checkFiles, heldFile, holdFile } from '../../engine/files';
import { fakeEnv } from './fakeEnv';

const xlsx = (name = '明细.xlsx', size = 10) => new File([new Uint8Array(size)], name);

const importFile: Action = {
  type: 'upload',
  method: 'POST',
  path: '/commondeal/reconciliation/detail-rec/excel-upd',
  accept: ['.xlsx'],
  maxSizeMB: 1,
  fileFrom: { var: 'form.file' },
  body: { kind: 'detail' },
  resultAs: 'imported',
  success: '上传成功',
  then: { type: 'setValue', target: 'state', path: 'fileRows', value: { var: 'results.imported.excelData' } },
};

describe('file checks in the browser (count, type, size)', () => {
  it('one file only: two files are refused with 最多只能上传1个文件', () => {
    expect(checkFiles([xlsx(), xlsx()], { maxCount: 1 })).toBe('最多只能上传1个文件');
  });
  it('a file of another type is refused with the descriptor message, by its extension', () => {
    expect(
      checkFiles([xlsx('a.exe')], { accept: ['.xlsx'], messages: { type: '只能上传{{accept}}文件' } }),
    ).toBe('只能上传.xlsx文件');
    expect(checkFiles([xlsx('a.exe')], { accept: ['.xlsx'] })).toBe('只能上传xlsx格式的文件');
  });
  it('a file over maxSizeMB is refused with 文件大小不能超过1MB; a good file passes', () => {
    expect(checkFiles([xlsx('a.xlsx', 1024 * 1024 + 1)], { maxSizeMB: 1 })).toBe('文件大小不能超过1MB');
    expect(checkFiles([xlsx()], { accept: ['.xlsx'], maxSizeMB: 1 })).toBeNull();
  });
});

describe('upload action', () => {
  it('sends the held file as multipart field file with the body fields, keeps the answer and runs then', async () => {
    const token = holdFile(xlsx());
    const { env, calls } = fakeEnv({
      'POST /commondeal/reconciliation/detail-rec/excel-upd': { excelData: [{ setl_id: '1' }] },
    });
    expect(await execute(importFile, { form: { file: token } }, env)).toBe(true);
    const body = calls[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('明细.xlsx');
    expect(body.get('kind')).toBe('detail');
    expect(env.toast).toHaveBeenCalledWith('success', '上传成功');
    expect(env.setValue).toHaveBeenCalledWith(
      'state',
      'fileRows',
      [{ setl_id: '1' }],
      expect.anything(),
      undefined,
    );
    expect(heldFile(token)).toBeUndefined();
  });

  it('without a chosen file it warns 请选择要上传的文件 (or emptyMessage) and sends nothing', async () => {
    const { env, calls } = fakeEnv();
    expect(await execute({ ...importFile, emptyMessage: '请选择导入文件' }, { form: {} }, env)).toBe(false);
    expect(env.toast).toHaveBeenCalledWith('warning', '请选择导入文件');
    expect(calls).toHaveLength(0);
  });

  it('a picked file of the wrong type is refused before sending', async () => {
    const { env, calls } = fakeEnv({}, { pickFiles: vi.fn(async () => [xlsx('病毒.exe')]) });
    const pick: Action = { ...importFile, fileFrom: undefined };
    expect(await execute(pick, {}, env)).toBe(false);
    expect(env.toast).toHaveBeenCalledWith('warning', '只能上传xlsx格式的文件');
    expect(calls).toHaveLength(0);
  });

  it('shows the progress and hides it when the server refuses; then does not run', async () => {
    const progress = vi.fn();
    const { env } = fakeEnv(
      {
        'POST /commondeal/reconciliation/detail-rec/excel-upd': new ApiError(
          '第2行第4列：医疗费总额须为数字',
          1,
        ),
      },
      { progress, pickFiles: vi.fn(async () => [xlsx()]) },
    );
    expect(await execute({ ...importFile, fileFrom: undefined }, {}, env)).toBe(false);
    expect(progress).toHaveBeenCalledWith('正在上传 0%');
    expect(progress).toHaveBeenLastCalledWith(null);
    expect(env.setValue).not.toHaveBeenCalled();
  });
});

describe('upload action: the progress notice of a long upload (progress)', () => {
  const PATH = '/commondeal/reconciliation/detail-rec/import';
  const longImport: Action = {
    type: 'upload',
    method: 'POST',
    path: PATH,
    fileFrom: { var: 'form.file' },
    resultAs: 'imported',
    progress: {
      upload: '正在上传 {{progress.percent}}%',
      server: '已读取 {{progress.read}} 行，已检查 {{progress.checked}} 行',
      cancel: '取消',
    },
  };

  it('shows the upload percent, then each server line, each with the cancel button; hides it at the end', async () => {
    const progress = vi.fn();
    const request = vi.fn(async (_m: string, _p: string, req?: Parameters<ActionEnv['request']>[2]) => {
      req?.onProgress?.(40);
      req?.onLine?.({ read: 1000, checked: 1000 });
      return { importId: 'i1' };
    });
    const { env } = fakeEnv({}, { progress, request: request as ActionEnv['request'] });
    expect(await execute(longImport, { form: { file: holdFile(xlsx()) } }, env)).toBe(true);
    const texts = progress.mock.calls.map((c) => c[0]);
    expect(texts).toEqual(['正在上传 0%', '正在上传 40%', '已读取 1000 行，已检查 1000 行', null]);
    expect(progress.mock.calls[1]![1]).toMatchObject({ label: '取消' });
  });

  it('取消 aborts the request (its signal), toasts 已取消上传 and runs nothing after', async () => {
    const progress = vi.fn();
    const request = vi.fn(
      (_m: string, _p: string, req?: Parameters<ActionEnv['request']>[2]) =>
        new Promise<never>((_resolve, reject) => {
          req?.signal?.addEventListener('abort', () => reject(new ApiError('请求已取消', -2)));
          const cancel = progress.mock.calls.at(-1)![1] as { onCancel: () => void };
          cancel.onCancel();
        }),
    );
    const { env } = fakeEnv({}, { progress, request: request as ActionEnv['request'] });
    const then: Action = { type: 'setValue', target: 'state', path: 'x', value: 1 };
    expect(await execute({ ...longImport, then }, { form: { file: holdFile(xlsx()) } }, env)).toBe(false);
    expect(env.toast).toHaveBeenCalledWith('info', '已取消上传');
    expect(env.toast).not.toHaveBeenCalledWith('error', expect.anything());
    expect(env.setValue).not.toHaveBeenCalled();
    expect(progress).toHaveBeenLastCalledWith(null);
  });

  it('without progress an upload shows no cancel button and passes no line reader (small files as before)', async () => {
    const progress = vi.fn();
    const { env } = fakeEnv({ [`POST ${PATH}`]: {} }, { progress });
    await execute({ ...longImport, progress: undefined }, { form: { file: holdFile(xlsx()) } }, env);
    expect(progress.mock.calls[0]).toEqual(['正在上传 0%']);
    expect((env.request as ReturnType<typeof vi.fn>).mock.calls[0]![2]).not.toHaveProperty('onLine');
  });
});
