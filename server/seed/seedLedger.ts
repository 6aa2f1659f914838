/**
 * The ledger family's demo data (seedLedgerData), a versioned seed step after the deals' data: the
 * remote person and her pharmacy settlements, in the center's records and the pharmacy's own, and the
 * hospital's inpatient cases with their uploads.
 */
import { insertSettlement } from '../repositories/centerSettlements';
import { insertVisit } from '../repositories/centerVisits';
import { ADMDVS } from '../deals/center/envelope';
import { dateTime } from '../deals/time';
import { runOnce } from '../db/migrate';
import { SEED_PERSONS } from './seedDealsData';
import { CASE_ORG, REMOTE_ORG, REMOTE_PERSON, REMOTE_SETTLEMENTS, SEED_CASES } from './seedLedgerData';
import type { Db } from '../db';

export const LEDGER_SEED_VERSION = 'seed_ledger_v1';

async function remoteSettlements(db: Db): Promise<void> {
  const p = REMOTE_PERSON;
  await db.query(
    `insert into insured_persons (psn_no, psn_name, certno, gend, brdy, insutype, psn_type, psn_insu_date,
       insuplc_admdvs, emp_name, balc)
     values ($1, $2, $3, $4, $5, $6, $7, '2012-03-01', $8, $9, $10)`,
    [
      p.psn_no,
      p.psn_name,
      p.certno,
      p.gend,
      p.brdy,
      p.insutype,
      p.psn_type,
      p.insuplc_admdvs,
      p.emp_name,
      p.balc,
    ],
  );
  for (const s of REMOTE_SETTLEMENTS) {
    const time = new Date(s.time);
    const cash = Math.round((s.medfee - s.acct) * 100) / 100;
    await insertVisit(db, {
      ...{ mdtrtId: s.mdtrt_id, orgCode: REMOTE_ORG, psnNo: p.psn_no, insutype: p.insutype, medType: '41' },
      ...{ kind: 'P', iptOtpNo: `YD${s.mdtrt_id}`, begntime: time, endtime: time, status: '2' },
      ...{ msgid: s.msgid, info: {}, diseinfo: [] },
    });
    const amounts = { medfee_sumamt: s.medfee, fund_pay_sumamt: 0, acct_pay: s.acct, psn_cash_pay: cash };
    const setlinfo = {
      ...{ setl_id: s.setl_id, mdtrt_id: s.mdtrt_id, psn_no: p.psn_no, psn_name: p.psn_name },
      ...{ insutype: p.insutype, med_type: '41', clr_type: '41', setl_time: dateTime(time) },
      ...{ insuplc_admdvs: p.insuplc_admdvs, medins_setl_id: s.msgid, ...amounts },
    };
    await insertSettlement(db, {
      ...{ setl_id: s.setl_id, fixmedins_code: REMOTE_ORG, mdtrt_id: s.mdtrt_id, psn_no: p.psn_no },
      ...{ psn_name: p.psn_name, insutype: p.insutype, med_type: '41', clr_type: '41', ...amounts },
      setl_optins: ADMDVS,
      ...{ infno: '2102', msgid: s.msgid, setl_time: time, refd_setl_flag: '0', orig_setl_id: null },
      ...{ setlinfo, setldetail: [] },
    });
    await db.query(
      `insert into org_settlements (setl_id, fixmedins_code, mdtrt_id, psn_no, psn_name, insutype, med_type,
         clr_type, medfee_sumamt, fund_pay_sumamt, acct_pay, psn_cash_pay, refd_setl_flag, infno, msgid, setl_time)
       values ($1, $2, $3, $4, $5, $6, '41', '41', $7, 0, $8, $9, '0', '2102', $10, $11)`,
      [
        s.setl_id,
        REMOTE_ORG,
        s.mdtrt_id,
        p.psn_no,
        p.psn_name,
        p.insutype,
        s.medfee,
        s.acct,
        cash,
        s.msgid,
        time,
      ],
    );
  }
}

async function inpatientCases(db: Db, now: Date): Promise<void> {
  for (const c of SEED_CASES) {
    const person = SEED_PERSONS[c.psn]!;
    const begntime = new Date(now.getTime() - c.daysAgo * 86_400_000);
    begntime.setUTCHours(1, 30, 0, 0);
    const endtime = new Date(begntime.getTime() + c.days * 86_400_000 + 5 * 3_600_000);
    await insertVisit(db, {
      ...{ mdtrtId: c.mdtrt_id, orgCode: CASE_ORG, psnNo: person.psn_no, insutype: person.insutype },
      ...{ medType: '21', kind: 'I', iptOtpNo: `ZY${c.mdtrt_id}`, begntime, endtime, status: '2' },
      ...{ msgid: `${CASE_ORG}${c.mdtrt_id}${String(c.psn).padStart(9, '0')}`, info: {}, diseinfo: [] },
    });
    if (c.uploaded)
      await db.query(
        'insert into case_uploads (fixmedins_code, mdtrt_id, uploaded_by, uploaded_at) values ($1, $2, $3, $4)',
        [CASE_ORG, c.mdtrt_id, CASE_ORG, endtime],
      );
  }
}

/** Writes the ledger family's demo data once per database (recorded in schema_migrations). */
export async function seedLedger(db: Db, now = new Date()): Promise<boolean> {
  return runOnce(db, LEDGER_SEED_VERSION, async (t) => {
    await remoteSettlements(t);
    await inpatientCases(t, now);
  });
}
