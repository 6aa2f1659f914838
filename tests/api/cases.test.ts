/**
 * Case upload: POST /query-YTHomePage lists the institution's inpatient cases, POST /case-upload marks the
 * selected ones uploaded (idempotent).
 */
import { describe, expect, it } from 'vitest';
import type { CaseRow as Case } from '../../server/repositories/cases';
import { SEED_CASES } from '../../server/seed/seedLedgerData';
import { fileHarness } from './helpers';
import { today } from './dealsHelpers';

const C = '/commondeal';
const { h, hospital, pharmacy, plain } = await fileHarness({
  hospital: 'H21010200001',
  pharmacy: 'P21010200002',
  plain: '13900000002',
});

const query = (token: string, body: unknown) =>
  h.call<Case[]>('POST', `${C}/query-YTHomePage`, { token, body });
const upload = (token: string, ids: unknown) =>
  h.call<number>('POST', `${C}/case-upload`, { token, body: { ids } });
const month = { beginTime: today(-30), endTime: today() };
const uploads = () => h.rows('select * from case_uploads order by mdtrt_id');

describe('POST /query-YTHomePage (病案列表)', () => {
  it('lists the hospital’s inpatient cases admitted in the range, newest first, with age and upload flag', async () => {
    const res = await query(hospital, month);
    expect(res.code).toBe(0);
    const seeded = res.data.filter((c) => SEED_CASES.some((s) => s.mdtrt_id === c.mdtrtId));
    expect(seeded.map((c) => c.mdtrtId)).toEqual([
      '300178001',
      '300178002',
      '300178003',
      '300178004',
      '300178005',
    ]);
    expect(seeded[0]).toMatchObject({ psnname: '张伟', psnno: 'ZY300178001', upFlag: '0' });
    expect(seeded[2]!.upFlag).toBe('1');
    expect(seeded[0]!.age).toBeGreaterThan(30);
    expect(seeded[0]!.begintime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(seeded[0]!.endtime! > seeded[0]!.begintime).toBe(true);
  });

  it('filters by a part of the serial number and of the name', async () => {
    const byNo = await query(hospital, { ...month, psnNo: '178002' });
    expect(byNo.data.map((c) => c.mdtrtId)).toEqual(['300178002']);
    const byName = await query(hospital, { ...month, psnName: '王' });
    expect(byName.data.every((c) => c.psnname.includes('王'))).toBe(true);
    expect(byName.data.length).toBeGreaterThan(0);
  });

  it('begin and end are required: 请选择开始时间 / 请选择结束时间; start after end is refused', async () => {
    expect((await query(hospital, { endTime: today() })).message).toBe('请选择开始时间');
    expect((await query(hospital, { beginTime: today() })).message).toBe('请选择结束时间');
    const late = await query(hospital, { beginTime: today(), endTime: today(-1) });
    expect([late.status, late.message]).toEqual([400, '开始时间不能晚于结束时间']);
  });

  it('an institution sees only its own cases (the pharmacy none of the hospital’s)', async () => {
    const res = await query(pharmacy, month);
    expect(res.data.some((c) => SEED_CASES.some((s) => s.mdtrt_id === c.mdtrtId))).toBe(false);
  });
});

describe('POST /case-upload (上传)', () => {
  it('nothing selected: 请选择所要上传的数据！ and nothing written', async () => {
    const before = await uploads();
    const res = await upload(hospital, []);
    expect([res.status, res.message]).toEqual([400, '请选择所要上传的数据！']);
    expect(await uploads()).toEqual(before);
  });

  it('marks two selected cases uploaded; uploading them again changes nothing (idempotent)', async () => {
    const res = await upload(hospital, ['300178001', '300178002']);
    expect([res.code, res.message, res.data]).toEqual([0, '上传成功', 2]);
    const flags = (await query(hospital, month)).data.filter((c) =>
      ['300178001', '300178002'].includes(c.mdtrtId),
    );
    expect(flags.map((c) => c.upFlag)).toEqual(['1', '1']);
    const before = await uploads();
    const again = await upload(hospital, ['300178001', '300178002']);
    expect([again.code, again.data]).toEqual([0, 0]);
    expect(await uploads()).toEqual(before);
  });

  it('another institution’s case is refused (403) and a batch holding one writes nothing', async () => {
    const before = await uploads();
    const res = await upload(pharmacy, ['300178004']);
    expect([res.status, res.message]).toEqual([403, '无权访问该功能']);
    const unknown = await upload(hospital, ['300178004', '999999999']);
    expect([unknown.code, unknown.message]).toEqual([1, '所选病案不存在']);
    expect(await uploads()).toEqual(before);
  });

  it('a plain user of the hospital uploads its institution’s case', async () => {
    const res = await upload(plain, ['300178004']);
    expect(res.code).toBe(0);
  });
});
