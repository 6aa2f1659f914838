import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOT_TIMEOUT, fileHarness } from './helpers';
import { D, exec, LI, nowText, run, signIn, ZHANG } from './dealsHelpers';

const DELAY = 1200;
let base: string;
const { h, hospital } = await fileHarness(
  { hospital: 'H21010200001' },
  { config: { dealDelayMs: DELAY, dealDelayDeals: ['2201'] } },
);
beforeAll(async () => {
  await signIn(h, hospital);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
}, BOOT_TIMEOUT);

const registration = (ipt: string) => ({
  data: {
    ...{
      psn_no: LI!.psn_no,
      insutype: '310',
      begntime: nowText(),
      mdtrt_cert_type: '02',
      mdtrt_cert_no: LI!.certno,
    },
    ...{
      ipt_otp_no: ipt,
      atddr_no: 'D001',
      dr_name: '王医生',
      dept_code: 'NK01',
      dept_name: '内科',
      caty: 'A03',
    },
  },
});
const visitsOf = (ipt: string) => h.rows('select * from center_visits where ipt_otp_no = $1', [ipt]);

describe('exec-deal is cancellable (DEAL_DELAY_MS / DEAL_DELAY_DEALS slow the simulated center down)', () => {
  it('cancel aborts the request in flight: the slow 2201 stops, no visit is registered and nothing is logged', async () => {
    const logs = await h.rows('select id from deal_log');
    const controller = new AbortController();
    const call = fetch(`${base}${D}/exec-deal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${hospital}` },
      body: JSON.stringify({ dealName: '2201', dealInput: registration('MZ-CANCEL') }),
      signal: controller.signal,
    });
    await sleep(200);
    controller.abort();
    await expect(call).rejects.toThrow();
    await sleep(DELAY + 300);
    expect(await visitsOf('MZ-CANCEL')).toEqual([]);
    expect(await h.rows('select id from deal_log')).toEqual(logs);
  });

  it('the same deal left to finish is registered after the delay', async () => {
    const started = Date.now();
    const out = await run(h, hospital, '2201', registration('MZ-SLOW'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY - 50);
    expect(out).toMatchObject({ data: { ipt_otp_no: 'MZ-SLOW' } });
    expect(await visitsOf('MZ-SLOW')).toHaveLength(1);
  });

  it('deals outside DEAL_DELAY_DEALS answer at once', async () => {
    const started = Date.now();
    const res = await exec(h, hospital, '1101', {
      data: { mdtrt_cert_type: '02', mdtrt_cert_no: ZHANG!.certno },
    });
    expect(res.data.isNewMsg).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(DELAY);
  });
});
