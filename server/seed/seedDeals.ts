/**
 * The deals' demo data, a second versioned seed step (after seed_demo_v1): insured persons, two months
 * of settlements with differences to reconcile, two open visits ready to settle, and a demo SQL
 * configuration of 1101.
 */
import { insertDetails } from '../deals/center/fees';
import { insertVisit } from '../repositories/centerVisits';
import { dateTime } from '../deals/time';
import { runOnce } from '../db/migrate';
import { OPEN_VISITS, SEED_PERSONS, SEED_SQL_CONFIG } from './seedDealsData';
import { seedSettlements } from './seedSettlements';
import type { Db } from '../db';

export const DEALS_SEED_VERSION = 'seed_deals_v1';

async function insertPersons(db: Db): Promise<void> {
  for (const p of SEED_PERSONS) {
    await db.query(
      `insert into insured_persons (psn_no, psn_name, certno, card_no, card_sn, gend, brdy, insutype, psn_type,
         psn_insu_stas, psn_insu_date, emp_name, balc)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '2010-01-01', $11, $12)`,
      [
        p.psn_no,
        p.psn_name,
        p.certno,
        p.card_no,
        p.card_sn,
        p.gend,
        p.brdy,
        p.insutype,
        p.psn_type,
        p.psn_insu_stas,
        p.emp_name,
        p.balc,
      ],
    );
  }
}

async function insertOpenVisits(db: Db, now: Date): Promise<void> {
  const org = 'H21010200001';
  for (const [kind, v] of [
    ['O', OPEN_VISITS.outpatient],
    ['I', OPEN_VISITS.inpatient],
  ] as const) {
    const person = SEED_PERSONS.find((p) => p.psn_no === v.psn_no)!;
    const begntime = new Date(now.getTime() - (kind === 'I' ? 5 : 0) * 86_400_000 - 3_600_000);
    await insertVisit(db, {
      mdtrtId: v.mdtrt_id,
      orgCode: org,
      psnNo: v.psn_no,
      insutype: person.insutype,
      medType: kind === 'I' ? '21' : '11',
      kind,
      iptOtpNo: v.ipt_otp_no,
      begntime,
      ...(kind === 'I' ? { endtime: new Date(now.getTime() - 86_400_000), status: '2' as const } : {}),
      msgid: `${org}${dateTime(begntime).replace(/\D/g, '')}8${kind === 'I' ? '002' : '001'}`,
      info: {},
      diseinfo: [],
    });
    const rows = v.items.map(([[code, name, price], cnt], j) => ({
      feedetl_sn: `${v.mdtrt_id}${String(j + 1).padStart(3, '0')}`,
      chrg_bchno: 'chrg_bchno' in v ? v.chrg_bchno : '',
      med_list_codg: code,
      medins_list_codg: `HIS${code.slice(-8)}`,
      det_item_fee_sumamt: (Math.round(price * cnt * 100) / 100).toFixed(2),
      cnt: String(cnt),
      pric: String(price),
      fee_ocur_time: dateTime(begntime),
      bilg_dept_name: name,
    }));
    await insertDetails(db, { orgCode: org, mdtrtId: v.mdtrt_id, psnNo: v.psn_no }, rows);
  }
}

/** Writes the deals' demo data once per database (recorded in schema_migrations). */
export async function seedDeals(db: Db, now = new Date()): Promise<boolean> {
  return runOnce(db, DEALS_SEED_VERSION, async (t) => {
    await insertPersons(t);
    await seedSettlements(t, now);
    await insertOpenVisits(t, now);
    const c = SEED_SQL_CONFIG;
    await t.query(
      `insert into deal_sql_configs (deal_code, node_name, deal_name, params, sql, saved_by)
       values ($1, $2, $3, $4, $5, (select user_id from users where username = 'admin'))`,
      [c.dealCode, c.nodeName, c.dealName, c.params, c.sql],
    );
  });
}
