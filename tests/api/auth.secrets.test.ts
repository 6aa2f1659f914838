/**
 * Secrets never logged: no SMS code, no download ticket, mobiles masked. The server log is
 * captured through Fastify's `logger: { stream }`.
 */
import { describe, expect, it } from 'vitest';
import { fileHarness, TEST_SMS_CODE } from './helpers';
import { exec, node, signIn } from './dealsHelpers';

let log = '';
const { h } = await fileHarness(undefined, { logStream: { write: (line: string) => (log += line) } });

describe('the server log', () => {
  it('holds no SMS code and only masked mobiles (138****0002)', async () => {
    log = '';
    const res = await h.call('GET', '/commondeal/api/auth/smsCode', {
      query: { mobile: '13900000002', purpose: 'forget' },
    });
    expect(res).toMatchObject({ code: 0 });
    expect(log).toContain('SMS code queued in sms_outbox');
    expect(log).toContain('139****0002');
    expect(log).not.toContain(TEST_SMS_CODE);
    expect(log).not.toContain('13900000002');
  });

  it('download tickets are one-time and never logged', async () => {
    const hospital = await h.tokenOf('H21010200001');
    await signIn(h, hospital);
    const res = await exec(h, hospital, '1301', { data: { ver: '0' } });
    const fileQuryNo = String(node(res.data.dealOutput, 'data').file_qury_no);
    const url = (
      await exec(h, hospital, '9102', {
        fsDownloadIn: { file_qury_no: fileQuryNo, filename: 'plc', fixmedins_code: 'H21010200001' },
      })
    ).data.fileUrl!;
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    expect(ticket.length).toBeGreaterThan(20);
    log = '';
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(log).toContain(`/commondeal/files/${fileQuryNo}`);
    expect(log).not.toContain(ticket);
    // Used up: a URL seen later (history, a proxy log) downloads nothing.
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(403);
  });
});
