import { describe, expect, it, vi } from 'vitest';
import { execute } from '../../engine/actions';
import { ApiError } from '../../engine/api';
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
