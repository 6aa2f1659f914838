/**
 * A crud list paged by keyset (`list.cursor`, engine/blocks/controllers/crud/keysetPage.ts), on the 交易日志
 * screen: the page after the one shown is asked by its `next` cursor, the page before by its `prev`, the
 * last page as `last`; the first page, a jump, another page size and a changed query by number alone.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { CrudBlock, ScreenDescriptor } from '../../engine/descriptor';
import transLogJson from '../../screens/transLog.screen.json';
import type { FakeCall } from '../../fixtures/fakeApi';
import { hospitalUser } from '../../fixtures/fixtures';
import { button, renderScreen, screen } from './renderScreen';

const transLog = transLogJson as unknown as ScreenDescriptor;
const LIST = '/commondeal/deal-log/query';
/** 95 rows, 20 a page: pages 1–5, the last one of 15 rows. */
const TOTAL = 95;

/** An answer whose rows and cursors name the page asked (`next` N3 and `prev` P3 for page 3). */
function answer(call: FakeCall) {
  const { current } = (call.body as { page: { current: number } }).page;
  const row = (i: number) => ({
    id: current * 100 + i,
    infTime: '2026-10-31 12:00:00',
    infno: '2207',
    dealTitle: `第${current}页`,
    fixmedinsCode: 'H21010200001',
    opter: 'OP1',
    infcode: 0,
    errMsg: '',
    msgid: `M${current}-${i}`,
    infRefmsgid: '',
  });
  return { records: [row(1), row(2)], total: TOTAL, next: `N${current}`, prev: `P${current}` };
}

const none = { after: null, before: null, last: null };

/** The screen offering 10 and 20 rows a page. */
function withSizes(): ScreenDescriptor {
  const crud = transLog.blocks[0] as CrudBlock;
  return { ...transLog, blocks: [{ ...crud, pagination: { pageSize: 20, pageSizes: [10, 20] } }] };
}

function open(descriptor = transLog) {
  const r = renderScreen(descriptor, { user: hospitalUser, answers: { [`POST ${LIST}`]: answer } });
  const sent = () => (r.calls('POST', LIST).at(-1)?.body as { page: Record<string, unknown> }).page;
  /** Clicks the pager's item titled `title` and answers the page parameters that call sent. */
  const go = async (title: string) => {
    const before = r.calls('POST', LIST).length;
    await r.user.click(screen.getByTitle(title));
    await waitFor(() => expect(r.calls('POST', LIST).length).toBe(before + 1));
    await screen.findAllByText(`第${String(sent().current)}页`);
    return sent();
  };
  return { ...r, sent, go };
}

describe('keyset paging of a crud list (list.cursor): the page parameters the controller sends', () => {
  it('next sends after = the shown page’s next cursor; previous sends before = its prev cursor', async () => {
    const { go, sent } = open();
    await screen.findAllByText('第1页');
    expect(sent()).toEqual({ size: 20, current: 1, ...none });
    expect(await go('2')).toEqual({ size: 20, current: 2, ...none, after: 'N1' });
    expect(await go('下一页')).toEqual({ size: 20, current: 3, ...none, after: 'N2' });
    expect(await go('上一页')).toEqual({ size: 20, current: 2, ...none, before: 'P3' });
  });

  it('the last page (from the total) sends last: true; back from it sends before', async () => {
    const { go } = open();
    await screen.findAllByText('第1页');
    expect(await go('5')).toEqual({ size: 20, current: 5, ...none, last: true });
    expect(await go('4')).toEqual({ size: 20, current: 4, ...none, before: 'P5' });
  });

  it('a jump, the first page and another page size ask by number alone', async () => {
    const { go, user } = open(withSizes());
    await screen.findAllByText('第1页');
    expect(await go('3')).toEqual({ size: 20, current: 3, ...none });
    expect(await go('4')).toEqual({ size: 20, current: 4, ...none, after: 'N3' });
    expect(await go('2')).toEqual({ size: 20, current: 2, ...none });
    expect(await go('1')).toEqual({ size: 20, current: 1, ...none });
    await user.click(screen.getByText('20 条/页'));
    expect(await go('10 条/页')).toEqual({ size: 10, current: 1, ...none });
    expect(await go('2')).toEqual({ size: 10, current: 2, ...none, after: 'N1' });
  });

  it('a new query asks by number: 查询 gives page 1, and a changed condition any page', async () => {
    const { go, user, sent } = open();
    await screen.findAllByText('第1页');
    await go('2');
    await user.click(button('查询'));
    await waitFor(() => expect(sent()).toEqual({ size: 20, current: 1, ...none }));
    await go('2');
    await user.type(screen.getByLabelText('操作员'), 'OP7');
    expect(await go('3')).toEqual({ size: 20, current: 3, ...none });
    expect(await go('4')).toEqual({ size: 20, current: 4, ...none, after: 'N3' });
  });
});
