/**
 * 交易日志's 查看报文: a row's logged request and answer envelopes in a read-only dialog, as indented JSON
 * (the `json` display format: monospace, scrollable, copyable).
 */
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { ScreenDescriptor } from '../../engine/descriptor';
import transLogJson from '../../screens/transLog.screen.json';
import { DEAL_LOG_ROWS } from '../../fixtures/dealLogFixtures';
import { hospitalUser } from '../../fixtures/fixtures';
import { cellsOf, renderScreen, rowOf, screen } from './renderScreen';

const transLog = transLogJson as unknown as ScreenDescriptor;
const row = DEAL_LOG_ROWS[0]!;
const MSGID = row.msgid;
const message = {
  id: 2,
  msgid: MSGID,
  infno: '2207',
  request: {
    infno: '2207',
    msgid: MSGID,
    input: { data: { psn_no: '21010000000000000101', local_flag: '1' } },
  },
  answer: { infcode: 0, inf_refmsgid: row.infRefmsgid, err_msg: '', output: { setlinfo: { setl_id: 'S1' } } },
};

describe('交易日志 查看报文 (a logged deal’s message)', () => {
  it('opens a read-only dialog with 请求报文 and 应答报文 as indented JSON, scrollable and copyable', async () => {
    const { user, calls } = renderScreen(transLog, {
      user: hospitalUser,
      answers: {
        'POST /commondeal/deal-log/query': { records: [row], total: 1 },
        'GET /commondeal/deal-log/2/message': message,
      },
    });
    await waitFor(() => expect(cellsOf('2207')).toContain('查看报文'));
    await user.click(within(rowOf('2207')).getByText('查看报文'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('查看报文', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(calls('GET', '/commondeal/deal-log/2/message')).toHaveLength(1);
    const [request, answer] = Array.from(dialog.querySelectorAll('pre'));
    expect(request!.textContent).toBe(JSON.stringify(message.request, null, 2));
    expect(request!.textContent).toContain('"local_flag": "1"');
    expect(answer!.textContent).toBe(JSON.stringify(message.answer, null, 2));
    expect(within(dialog).getByText('请求报文')).toBeInTheDocument();
    expect(within(dialog).getByText('应答报文')).toBeInTheDocument();
    expect(within(dialog).getByText(MSGID)).toBeInTheDocument();
    expect(request).toHaveStyle({ overflow: 'auto', fontFamily: 'monospace' });
    expect(request).toHaveAttribute('tabindex', '0');
    expect(within(dialog).getAllByRole('button', { name: '复制' })).toHaveLength(2);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});
