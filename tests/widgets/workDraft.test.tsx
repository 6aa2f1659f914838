/**
 * A screen's `draft` (docs/descriptor.md#work-kept-as-a-draft): the kept state and form values are read
 * back when the screen opens, saved a moment after a change and when the screen closes, saved at once by
 * 保存草稿, dropped by 放弃草稿 (the screen back to its start) and by `done`, after which the screen as it
 * stands is not saved again.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { EditableTableBlock, FormBlock, ScreenDescriptor } from '../../engine/descriptor';
import { button, renderScreen, screen, screenOf } from './renderScreen';

const DRAFT = '/commondeal/test/draft';
const manual: EditableTableBlock = {
  type: 'editableTable',
  id: 'manual',
  rows: 'manualRows',
  columns: [{ title: '结算ID', field: 'setl_id' }],
  onSave: { type: 'draft', op: 'save' },
};
const cond: FormBlock = {
  type: 'form',
  id: 'cond',
  schema: { type: 'object', properties: { file_qury_no: { type: 'string', title: '文件查询号' } } },
  buttons: [
    { label: '开始对账', action: { type: 'draft', op: 'done' } },
    { label: '放弃草稿', action: { type: 'draft', op: 'discard', success: '草稿已放弃' } },
  ],
};
const descriptor: ScreenDescriptor = screenOf([manual, cond], {
  state: { manualRows: { preserve: [] }, result: null },
  draft: { path: DRAFT, state: ['manualRows'], forms: ['cond'], restored: '已恢复上次未完成的工作' },
});
const KEPT = { state: { manualRows: [{ setl_id: 'S1' }] }, forms: { cond: { file_qury_no: 'F1' } } };

function open(kept: unknown) {
  return renderScreen(descriptor, {
    answers: { [`GET ${DRAFT}`]: kept, [`PUT ${DRAFT}`]: null, [`DELETE ${DRAFT}`]: null },
  });
}
const cell = () => screen.getByLabelText<HTMLInputElement>('第1行结算ID');
const field = () => screen.getByLabelText<HTMLInputElement>('文件查询号');

describe('a screen’s draft', () => {
  it('restores the kept rows and form values when the screen opens, and says so', async () => {
    open({ draft: KEPT, updatedAt: '2026-11-28T10:00:00.000Z' });
    await waitFor(() => expect(field().value).toBe('F1'), { timeout: 5000 });
    expect(screen.getByText('S1')).toBeInTheDocument();
    // The toasts' holder mounts with the first toast (a chunk of its own).
    expect(
      await screen.findByText('已恢复上次未完成的工作', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('saves a change a second later, and what is left unsaved when the screen closes', async () => {
    const { user, calls, unmount } = open(null);
    await waitFor(() => expect(calls('GET', DRAFT)).toHaveLength(1));
    await user.click(button('添加明细'));
    await user.type(cell(), 'S9');
    await waitFor(() => expect(calls('PUT', DRAFT).length).toBeGreaterThan(0), { timeout: 3000 });
    expect(calls('PUT', DRAFT).at(-1)!.body).toEqual({
      draft: { state: { manualRows: [{ setl_id: 'S9' }] }, forms: { cond: {} } },
    });
    const before = calls('PUT', DRAFT).length;
    await user.type(field(), 'F2');
    unmount();
    await waitFor(() => expect(calls('PUT', DRAFT)).toHaveLength(before + 1));
    expect(calls('PUT', DRAFT).at(-1)!.body).toEqual({
      draft: { state: { manualRows: [{ setl_id: 'S9' }] }, forms: { cond: { file_qury_no: 'F2' } } },
    });
  });

  it('an unchanged screen saves nothing; 保存草稿 of the table saves at once and says 草稿已保存', async () => {
    const { user, calls } = open({ draft: KEPT });
    await waitFor(() => expect(field().value).toBe('F1'));
    await new Promise((r) => setTimeout(r, 1200));
    expect(calls('PUT', DRAFT)).toHaveLength(0);
    await user.click(button('编辑'));
    await user.click(button('保存草稿'));
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    expect(calls('PUT', DRAFT)).toHaveLength(1);
    expect(calls('PUT', DRAFT)[0]!.body).toEqual({ draft: KEPT });
  });

  it('放弃草稿 drops it on the server and empties the rows and the form; nothing is saved after', async () => {
    const { user, calls } = open({ draft: KEPT });
    await waitFor(() => expect(field().value).toBe('F1'));
    await user.click(button('放弃草稿'));
    expect(await screen.findByText('草稿已放弃')).toBeInTheDocument();
    expect(calls('DELETE', DRAFT)).toHaveLength(1);
    await waitFor(() => expect(field().value).toBe(''));
    expect(screen.queryByText('S1')).toBeNull();
    await new Promise((r) => setTimeout(r, 1200));
    expect(calls('PUT', DRAFT)).toHaveLength(0);
  });

  it('done (the reconciliation ran) drops the draft and does not save the screen as it stands again', async () => {
    const { user, calls, unmount } = open({ draft: KEPT });
    await waitFor(() => expect(field().value).toBe('F1'));
    await user.type(field(), 'X');
    await user.click(button('开始对账'));
    await waitFor(() => expect(calls('DELETE', DRAFT)).toHaveLength(1));
    unmount();
    await new Promise((r) => setTimeout(r, 1200));
    expect(calls('PUT', DRAFT)).toHaveLength(0);
  });
});
