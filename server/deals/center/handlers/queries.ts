/** 5201–5206: what the center holds about a person (visits, diagnoses, settlements, fees, totals). */
import { dateTime } from '../../time';
import type { DealRow } from '../../input';
import { findSettlement } from '../settlements';
import { timeOf } from '../visits';
import { answer, nodeOf, refuse, type Handler } from './context';

/** The columns of a fee row of `center_fee_details d`. */
const FEE_ROW = `d.feedetl_sn, d.mdtrt_id, coalesce(d.setl_id, '') as setl_id,
  to_char(d.fee_ocur_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as fee_ocur_time,
  d.med_list_codg, d.medins_list_codg, d.det_item_fee_sumamt::float8 as det_item_fee_sumamt, d.cnt::float8 as cnt,
  d.pric::float8 as pric, d.chrgitm_lv, d.med_chrgitm_type, coalesce(d.data->>'bilg_dept_name', '') as bilg_dept_name,
  coalesce(d.data->>'bilg_dr_name', '') as bilg_dr_name`;

export const visits: Handler = async (hc) => {
  const q = nodeOf(hc, 'data');
  const { rows } = await hc.db.query<DealRow & { begntime: Date; endtime: Date | null }>(
    `select v.mdtrt_id, v.psn_no, v.fixmedins_code, coalesce(o.org_name, '') as fixmedins_name, v.begntime, v.endtime,
            v.med_type, v.ipt_otp_no, v.insutype, coalesce(v.info->>'dise_name', v.info->>'dscg_maindiag_name', '') as dise_name
       from center_visits v left join orgs o on o.org_code = v.fixmedins_code
      where v.psn_no = $1 and v.begntime >= $2 and v.begntime <= $3 and v.med_type = $4 and v.status <> '0'
        and ($5::text is null or v.mdtrt_id = $5)
      order by v.begntime`,
    [
      q.psn_no,
      timeOf(q, 'begntime', '开始时间'),
      timeOf(q, 'endtime', '结束时间'),
      q.med_type,
      q.mdtrt_id ?? null,
    ],
  );
  const mdtrtinfo = rows.map((r) => ({
    ...r,
    begntime: dateTime(r.begntime),
    endtime: r.endtime ? dateTime(r.endtime) : '',
  }));
  return answer({ mdtrtinfo });
};

export const diagnoses: Handler = async (hc) => {
  const q = nodeOf(hc, 'data');
  const { rows } = await hc.db.query<{ diseinfo: DealRow[] }>(
    'select diseinfo from center_visits where mdtrt_id = $1 and psn_no = $2',
    [q.mdtrt_id, q.psn_no],
  );
  return answer({ diseinfo: rows[0]?.diseinfo ?? [] });
};

export const settlement: Handler = async (hc) => {
  const q = nodeOf(hc, 'data');
  const s = await findSettlement(hc.db, hc.orgCode, 'setl_id', q.setl_id ?? '');
  if (!s || s.psn_no !== q.psn_no || (q.mdtrt_id && q.mdtrt_id !== s.mdtrt_id))
    return refuse('结算信息不存在');
  return answer({ setlinfo: { ...s.setlinfo, refd_setl_flag: s.refd_setl_flag }, setldetail: s.setldetail });
};

export const fees: Handler = async (hc) => {
  const q = nodeOf(hc, 'data');
  const { rows } = await hc.db.query<DealRow>(
    `select ${FEE_ROW} from center_fee_details d
      where d.fixmedins_code = $1 and d.psn_no = $2 and d.mdtrt_id = $3 and ($4::text is null or d.setl_id = $4)
      order by d.fee_ocur_time, d.feedetl_sn`,
    [hc.orgCode, q.psn_no, q.mdtrt_id, q.setl_id ?? null],
  );
  return answer({ feedetail: rows });
};

export const chronicDrugs: Handler = async (hc) => {
  const q = nodeOf(hc, 'data');
  const end = q.endtime ? timeOf(q, 'endtime', '结束时间') : hc.now;
  const { rows } = await hc.db.query<DealRow>(
    `select d.fixmedins_code, coalesce(o.org_name, '') as fixmedins_name, ${FEE_ROW}
       from center_fee_details d join center_visits v on v.mdtrt_id = d.mdtrt_id
       left join orgs o on o.org_code = d.fixmedins_code
      where d.psn_no = $1 and v.med_type = '14' and d.fee_ocur_time >= $2 and d.fee_ocur_time <= $3
      order by d.fee_ocur_time`,
    [q.psn_no, timeOf(q, 'begntime', '开始时间'), end],
  );
  return answer({ feedetail: rows });
};

export const cumulative: Handler = async (hc) => {
  const q = nodeOf(hc, 'data');
  const { rows } = await hc.db.query<DealRow>(
    `select insutype, to_char(setl_time at time zone 'Asia/Shanghai', 'YYYY') as year,
            to_char(setl_time at time zone 'Asia/Shanghai', 'YYYYMM') as cum_ym, kind.code as cum_type_code,
            sum(case kind.code when 'C001' then medfee_sumamt when 'C002' then fund_pay_sumamt else acct_pay end)::float8 as cum
       from center_settlements, (values ('C001'), ('C002'), ('C003')) as kind (code)
      where psn_no = $1 and not reversed
        and ($2::text is null or to_char(setl_time at time zone 'Asia/Shanghai', 'YYYYMM') = $2)
      group by 1, 2, 3, 4 order by 3, 4`,
    [q.psn_no, q.cum_ym ?? null],
  );
  return answer({ cuminfo: rows });
};
