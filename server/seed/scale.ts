/**
 * A province's volume of data for measuring (`npm run seed:scale`, docs/operations.md): users, the
 * transaction log and settlement records (its own and the center's) of the demo hospital over two months, security-code
 * applications and service tickets. Rows are made inside the database (`generate_series`), a batch per
 * statement, from a seed: the same seed gives the same rows. The demo accounts are left as they are.
 */
import type { Db } from '../db';
import { hashPassword } from '../services/passwords';

export interface ScaleCounts {
  users: number;
  dealLog: number;
  settlements: number;
  sec: number;
  tickets: number;
}

/** The password of every generated account (their usernames are mobiles 150…). */
export const SCALE_PASSWORD = 'Scale@2026';
/** The institution whose log and settlements grow (the demo hospital). */
export const SCALE_ORG = 'H21010200001';
/** Generated institutions: users are spread over them, 20 to an institution. */
const USERS_PER_ORG = 20;
const BATCH = 50_000;

/**
 * Pseudo-random in [0, 1) from the seed, the row number and a salt: the same inputs, the same value,
 * whatever order or batch the rows are made in.
 */
const rnd = (salt: string) => `(abs(hashtext($1::text || ':' || g || ':${salt}')) % 1000000) / 1000000.0`;

/** The rows `table` holds now (applications and tickets have serial keys: a rerun adds only the rest). */
async function countOf(db: Db, table: 'sec_applications' | 'order_tickets') {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

type Step = (db: Db, seed: number, from: number, to: number) => Promise<void>;

async function inBatches(db: Db, seed: number, total: number, step: Step, report: (done: number) => void) {
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await db.tx((t) => step(t, seed, from, to));
    report(to);
  }
}

async function seedOrgs(db: Db, count: number) {
  await db.query(
    `insert into orgs (org_code, org_name, org_type, area_code, collected, contact, mobile)
       select 'H2101' || lpad(g::text, 7, '0'), '规模测试医疗机构' || g, 1, '2101', true, '联系人' || g,
              '151' || lpad(g::text, 8, '0')
       from generate_series(1, $1::int) g
       on conflict (org_code) do nothing`,
    [count],
  );
}

const usersStep =
  (hash: string): Step =>
  async (db, seed, from, to) => {
    await db.query(
      `insert into users (username, password_hash, org_code, org_name, contact, mobile, user_type_id, if_valid, created_at)
       select '150' || lpad(g::text, 8, '0'), $4, 'H2101' || lpad((1 + (g - 1) / ${USERS_PER_ORG})::text, 7, '0'),
              '规模测试医疗机构' || (1 + (g - 1) / ${USERS_PER_ORG}),
              (array['张','王','李','赵','刘','陈','杨','黄'])[1 + floor(${rnd('xing')} * 8)::int] ||
              (array['伟','芳','娜','敏','静','磊','洋','勇'])[1 + floor(${rnd('ming')} * 8)::int],
              '150' || lpad(g::text, 8, '0'), 0, case when ${rnd('valid')} < 0.05 then '0' else '1' end,
              timestamptz '2026-01-01 00:00:00+08' + (g || ' minutes')::interval
       from generate_series($2::int, $3::int) g
       on conflict (username) do nothing`,
      [seed, from, to, hash],
    );
  };

/** Two months of the demo hospital's deals, evenly spread, as the center logged them (ids in China time). */
const DEAL_SPAN = `interval '61 days'`;
const dealTime = (total: number) =>
  `timestamptz '2026-09-01 00:00:00+08' + ${DEAL_SPAN} * ((g - 1)::float8 / ${Math.max(total, 1)})`;

const dealLogStep =
  (total: number): Step =>
  async (db, seed, from, to) => {
    await db.query(
      `insert into deal_log (msgid, infno, fixmedins_code, sign_no, opter, inf_time, request, infcode,
         inf_refmsgid, refmsg_time, respond_time, err_msg, output)
       select '${SCALE_ORG}' || to_char(t at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad((g % 10000)::text, 4, '0'),
              infno, '${SCALE_ORG}', 'SIGN' || lpad((g / 500)::text, 8, '0'), 'OP' || (g % 40),
              t, jsonb_build_object('infno', infno, 'input', jsonb_build_object('psn_no', '2101' || lpad((g % 99991)::text, 16, '0'))),
              case when ${rnd('ok')} < 0.03 then -1 else 0 end,
              '2101' || to_char(t at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad((g % 1000000)::text, 6, '0'),
              to_char(t at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISSMS'),
              to_char((t + interval '120 milliseconds') at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISSMS'),
              case when ${rnd('ok')} < 0.03 then '参保人员信息不存在' end, '{}'::jsonb
       from (select g, ${dealTime(total)} as t,
                    (array['1101','2201','2203','2204','2207','2208','5201','9001'])[1 + floor(${rnd('infno')} * 8)::int] as infno
             from generate_series($2::int, $3::int) g) s
       on conflict (msgid) do nothing`,
      [seed, from, to],
    );
  };

const settlementsStep =
  (total: number): Step =>
  async (db, seed, from, to) => {
    await db.query(
      `insert into org_settlements (setl_id, fixmedins_code, mdtrt_id, psn_no, psn_name, insutype, med_type, clr_type,
         medfee_sumamt, fund_pay_sumamt, acct_pay, psn_cash_pay, infno, msgid, setl_time, reversed)
       select 'SS' || lpad(g::text, 12, '0'), '${SCALE_ORG}', 'MS' || lpad(g::text, 12, '0'),
              '2101' || lpad((g % 99991)::text, 16, '0'), '参保人' || (g % 99991),
              (array['310','390'])[1 + floor(${rnd('insu')} * 2)::int], '11', '11',
              amount, round(amount * 0.6, 2), round(amount * 0.1, 2), amount - round(amount * 0.6, 2) - round(amount * 0.1, 2),
              '2207', 'MSG' || lpad(g::text, 12, '0'), ${dealTime(total)}, ${rnd('reversed')} < 0.005
       from (select g, round((20 + ${rnd('amt')} * 2000)::numeric, 2) as amount
             from generate_series($2::int, $3::int) g) s
       on conflict (setl_id) do nothing`,
      [seed, from, to],
    );
    // The center holds the same settlements (what the reconciliation and 冲正 read).
    await db.query(
      `insert into center_settlements (setl_id, fixmedins_code, mdtrt_id, psn_no, psn_name, insutype, med_type, clr_type,
         medfee_sumamt, fund_pay_sumamt, acct_pay, psn_cash_pay, infno, msgid, setl_time, reversed, setlinfo)
       select setl_id, fixmedins_code, mdtrt_id, psn_no, psn_name, insutype, med_type, clr_type, medfee_sumamt,
              fund_pay_sumamt, acct_pay, psn_cash_pay, infno, msgid, setl_time, reversed,
              jsonb_build_object('setl_id', setl_id, 'psn_no', psn_no, 'psn_name', psn_name, 'insutype', insutype,
                'medfee_sumamt', medfee_sumamt, 'fund_pay_sumamt', fund_pay_sumamt, 'acct_pay', acct_pay,
                'psn_cash_pay', psn_cash_pay)
       from org_settlements
       where setl_id between 'SS' || lpad($1::text, 12, '0') and 'SS' || lpad($2::text, 12, '0')
       on conflict do nothing`,
      [from, to],
    );
  };

const secStep: Step = async (db, seed, from, to) => {
  await db.query(
    `insert into sec_applications (org_code, org_name, his_name, area_code, coner_name, tel, status, appy_date)
     select 'H2101' || lpad(g::text, 7, '0'), '规模测试医疗机构' || g, '规模测试开发商', '2101', '联系人' || g,
            '152' || lpad(g::text, 8, '0'),
            (array['0','2','1','4'])[1 + floor(${rnd('status')} * 4)::int],
            timestamptz '2026-01-01 00:00:00+08' + (g || ' minutes')::interval
     from generate_series($2::int, $3::int) g`,
    [seed, from, to],
  );
};

const ticketsStep: Step = async (db, seed, from, to) => {
  await db.query(
    `insert into order_tickets (org_code, org_name, area_code, title, content, status, is_close, contact, mobile, create_time)
     select '${SCALE_ORG}', '规模测试医院', '2101', '服务单 ' || g, '规模测试服务单内容 ' || g,
            s, case when s = '1' then '1' else '0' end, '联系人', '153' || lpad(g::text, 8, '0'),
            timestamptz '2026-01-01 00:00:00+08' + (g || ' minutes')::interval
     from (select g, (array['0','2','1'])[1 + floor(${rnd('status')} * 3)::int] as s
           from generate_series($2::int, $3::int) g) x`,
    [seed, from, to],
  );
};

/**
 * Fills `db` up to `counts` rows of each kind that the generator makes (rows made before by the same
 * seed are skipped, so a second run adds only what is missing). `report` is told each batch.
 */
export async function seedScale(
  db: Db,
  counts: ScaleCounts,
  seed: number,
  report: (what: string, done: number, total: number) => void,
  scryptN: number,
): Promise<void> {
  const hash = await hashPassword(SCALE_PASSWORD, scryptN);
  const orgs = Math.ceil(counts.users / USERS_PER_ORG);
  if (orgs > 0) await db.tx((t) => seedOrgs(t, orgs));
  const run = async (what: string, total: number, step: Step) => {
    if (total > 0) await inBatches(db, seed, total, step, (done) => report(what, done, total));
  };
  await run('用户', counts.users, usersStep(hash));
  await run('交易日志', counts.dealLog, dealLogStep(counts.dealLog));
  await run('结算记录', counts.settlements, settlementsStep(counts.settlements));
  // Applications and tickets have serial keys: a second run would add them again, so only what is missing.
  await run('安全码申请', Math.max(0, counts.sec - (await countOf(db, 'sec_applications'))), secStep);
  await run('服务单', Math.max(0, counts.tickets - (await countOf(db, 'order_tickets'))), ticketsStep);
}
