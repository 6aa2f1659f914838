/** The rows of the paged catalogue queries (1312, 1316–1319), built from the drug and service pools. */
import * as N from './catalogueNames';

const TOTAL = 360;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function valueOf(field: string, i: number, orgCode: string): string {
  const drug = i % 3 !== 0;
  const name = drug ? N.WESTERN_DRUGS[i % N.WESTERN_DRUGS.length]! : N.SERVICES[i % N.SERVICES.length]!;
  const code = drug ? `XA${pad(i, 8)}` : `00${pad(110_000 + i, 8)}`;
  const values: Record<string, string> = {
    hilist_code: code,
    med_list_codg: code,
    hilist_name: name,
    medins_list_name: name,
    medins_list_codg: `YN${pad(i, 6)}`,
    fixmedins_code: orgCode,
    list_type: drug ? '101' : '201',
    med_chrgitm_type: drug ? '09' : '05',
    chrgitm_lv: i % 10 < 6 ? '01' : i % 10 < 9 ? '02' : '03',
    lmt_used_flag: i % 7 === 0 ? '1' : '0',
    med_use_flag: '1',
    matn_used_flag: '0',
    aprvno: drug ? `国药准字H${pad(20_000_000 + i, 8)}` : '',
    dosform: drug ? '片剂' : '',
    spec: drug ? N.DRUG_SPECS[i % N.DRUG_SPECS.length]! : '',
    prcunt: drug ? '盒' : '次',
    hilist_lmtpric_type: '1',
    overlmt_dspo_way: '1',
    hilist_pric_uplmt_amt: (8 + (i % 90) * 1.5).toFixed(2),
    selfpay_prop_psn_type: '310',
    selfpay_prop_type: '1',
    selfpay_prop: i % 10 < 6 ? '0' : '0.1',
    insu_admdvs: '210100',
    begndate: '2024-01-01',
    enddate: '2099-12-31',
    vali_flag: '1',
    rid: `210100${pad(i, 14)}`,
    updt_time: '2024-06-30 10:00:00',
  };
  return values[field] ?? '';
}

/** The rows matching the query's filters (a filter is a prefix of the field's value). */
export function queryRows(fields: readonly string[], filters: Record<string, string>, orgCode: string) {
  const rows = Array.from({ length: TOTAL }, (_, i) =>
    Object.fromEntries(fields.map((f) => [f, valueOf(f, i, orgCode)])),
  );
  const active = Object.entries(filters).filter(([k]) => fields.includes(k));
  return rows.filter((r) => active.every(([k, v]) => String(r[k] ?? '').startsWith(v)));
}
