/** Field sets several deals share: settlement answers, fee pricing answers, diagnoses. */
import { list, node } from './fields';

/** The amount set of a settlement answer (2207 setlinfo, domain §4). */
export const SETL_AMOUNTS =
  'medfee_sumamt fulamt_ownpay_amt overlmt_selfpay preselfpay_amt inscp_scp_amt act_pay_dedc hifp_pay ' +
  'pool_prop_selfpay cvlserv_pay hifes_pay hifmi_pay hifob_pay maf_pay oth_pay fund_pay_sumamt ' +
  'psn_part_amt acct_pay psn_cash_pay hosp_part_amt balc acct_mulaid_pay';

const SETL_PERSON = 'psn_no psn_name psn_cert_type certno gend naty brdy age insutype psn_type cvlserv_flag';

/** setlinfo of a settlement (2207, 2304, 2102); `withSetlId` false for the pre-settlements. */
export const setlinfo = (withSetlId = true) =>
  node(
    'setlinfo',
    '结算信息',
    withSetlId ? 'mdtrt_id* setl_id*' : 'mdtrt_id*',
    SETL_PERSON,
    withSetlId ? 'setl_time*' : '',
    'mdtrt_cert_type med_type',
    SETL_AMOUNTS,
    'medins_setl_id* clr_optins clr_way clr_type*',
  );

/** setlinfo of a cancellation (2208, 2305, 2103): the refund settlement. */
export const cancelSetlinfo = (extra = '') =>
  node(
    'setlinfo',
    '结算信息',
    'mdtrt_id* setl_id* clr_optins setl_time*',
    SETL_AMOUNTS,
    extra,
    'medins_setl_id*',
  );

export const setldetail = () =>
  list(
    'setldetail',
    '结算基金分项信息',
    'fund_pay_type* inscp_scp_amt crt_payb_lmt_amt fund_payamt* fund_pay_type_name setl_proc_info',
  );

/** The pricing answer of uploaded fee details (2204 result, 2301 result, 2102 detlcutinfo). */
export const FEE_RESULT =
  'feedetl_sn* det_item_fee_sumamt* cnt* pric* pric_uplmt_amt* selfpay_prop fulamt_ownpay_amt overlmt_amt ' +
  'preselfpay_amt inscp_scp_amt chrgitm_lv* med_chrgitm_type* bas_medn_flag hi_nego_drug_flag chld_medc_flag ' +
  'list_sp_item_flag lmt_used_flag* drt_reim_flag memo';

/** Diagnoses of an admission, a discharge or a change (2401, 2402, 2403). */
export const admissionDiseinfo = (title: string) =>
  list(
    'diseinfo',
    title,
    'psn_no* diag_type* maindiag_flag* diag_srt_no* diag_code* diag_name* adm_cond diag_dept* ' +
      'dise_dor_no* dise_dor_name* diag_time*',
  );

/** Birth and surgery details shared by admission, discharge and change (2401–2403). */
export const BIRTH_AND_SURGERY =
  'dise_codg dise_name oprn_oprt_code oprn_oprt_name fpsc_no matn_type birctrl_type latechb_flag ' +
  'geso_val fetts fetus_cnt pret_flag birctrl_matn_date';
