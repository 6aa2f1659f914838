/**
 * Catalogue downloads 1301–1321 (domain §10): the file deals (DOWNLOAD) take the local max version and
 * answer a file query number; the paged queries (DOWNJSON) answer rows the console posts to downLoadJson.
 */
import { deal } from '../../../schemas/dealDsl';
import { list, node } from './fields';

/** The file catalogues: [deal, name]. */
export const FILE_CATALOGUES = [
  ['1301', '西药中成药目录下载'],
  ['1302', '中药饮片目录下载'],
  ['1303', '医疗机构制剂目录下载'],
  ['1304', '民族药品目录查询'],
  ['1305', '医疗服务项目目录下载'],
  ['1306', '医用耗材目录下载'],
  ['1307', '疾病与诊断目录下载'],
  ['1308', '手术操作目录下载'],
  ['1309', '门诊慢特病种目录下载'],
  ['1310', '按病种付费病种目录下载'],
  ['1311', '日间手术治疗病种目录下载'],
  ['1313', '肿瘤形态学目录下载'],
  ['1314', '中医疾病目录下载'],
  ['1315', '中医证候目录下载'],
  ['1320', '中药配方颗粒目录下载'],
  ['1321', '医疗服务项目（新）目录下载'],
] as const;

const QUERY_TAIL = 'insu_admdvs begndate vali_flag updt_time page_num* page_size*';
const ROW_TAIL = 'insu_admdvs begndate enddate memo vali_flag rid updt_time';

/** The paged queries: [deal, name, query fields, row fields]. */
const JSON_CATALOGUES = [
  [
    '1312',
    '医保目录信息查询',
    `query_date* hilist_code hilist_name list_type med_chrgitm_type chrgitm_lv ${QUERY_TAIL}`,
    `hilist_code hilist_name list_type med_chrgitm_type chrgitm_lv lmt_used_flag med_use_flag matn_used_flag wubi pinyin ${ROW_TAIL}`,
  ],
  [
    '1316',
    '医疗目录与医保目录匹配信息查询',
    `query_date* medins_list_codg hilist_code list_type ${QUERY_TAIL}`,
    `med_list_codg hilist_code list_type ${ROW_TAIL}`,
  ],
  [
    '1317',
    '医药机构目录匹配信息查询',
    `query_date* fixmedins_code medins_list_codg medins_list_name list_type med_list_codg ${QUERY_TAIL}`,
    `fixmedins_code medins_list_codg medins_list_name list_type med_list_codg aprvno dosform spec prcunt ${ROW_TAIL}`,
  ],
  [
    '1318',
    '医保目录限价信息查询',
    `query_date* hilist_code hilist_lmtpric_type overlmt_dspo_way ${QUERY_TAIL}`,
    `hilist_code hilist_lmtpric_type overlmt_dspo_way hilist_pric_uplmt_amt ${ROW_TAIL}`,
  ],
  [
    '1319',
    '医保目录先自付比例信息查询',
    `query_date* hilist_code selfpay_prop_psn_type selfpay_prop_type ${QUERY_TAIL}`,
    `hilist_code selfpay_prop_psn_type selfpay_prop_type selfpay_prop ${ROW_TAIL}`,
  ],
] as const;

export const DOWNLOAD_DEALS = [
  ...FILE_CATALOGUES.map(([code, name]) =>
    deal(
      code,
      name,
      [node('data', '下载条件', 'ver*')],
      [node('data', '下载文件信息', 'file_qury_no:40* filename:100* dld_end_time* data_cnt')],
      'DOWNLOAD',
    ),
  ),
  ...JSON_CATALOGUES.map(([code, name, query, row]) =>
    deal(
      code,
      name,
      [node('data', '查询条件', query)],
      [list('data', '目录信息', row), node('pageinfo', '分页信息', 'recordCounts pages pageNum size')],
      'DOWNJSON',
    ),
  ),
].sort((a, b) => a.dealName.localeCompare(b.dealName));
