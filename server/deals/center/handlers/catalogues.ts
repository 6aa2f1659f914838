/**
 * 13xx catalogues. DOWNLOAD deals: the center answers the file of the release after the local version
 * `ver` (a zip of a tab-separated txt) and its download URL. DOWNJSON deals: one page of rows.
 */
import { storeFile } from '../../../repositories/dealFiles';
import { downloadUrl, newFileQuryNo, zipOne } from '../../files';
import { addDays, dateOnly } from '../../time';
import { catalogueFileRows, nextVersion } from '../catalogueData';
import { queryRows } from '../catalogueQueries';
import { answer, nodeOf, num, refuse, type Handler, type HandlerContext } from './context';

async function downloadCatalogue(hc: HandlerContext, dealName: string) {
  const ver = nodeOf(hc, 'data').ver ?? '0';
  const next = nextVersion(dealName, ver);
  if (next === 'unknown') refuse('版本号不存在');
  if (next === 'latest') refuse('本地已是最新版本，无需下载');
  const rows = catalogueFileRows(dealName, next);
  const fileQuryNo = await newFileQuryNo(hc.db, hc.now);
  const dldEnd = addDays(hc.now, 1);
  const filename = `${next}.zip`;
  await storeFile(hc.db, {
    file_qury_no: fileQuryNo,
    fixmedins_code: hc.orgCode,
    deal_name: dealName,
    kind: 'catalogue',
    filename,
    ver: next,
    data_cnt: rows.length,
    content: zipOne(`${next}.txt`, rows.map((r) => r.join('\t')).join('\n')),
    dld_endtime: dldEnd,
  });
  const data = { file_qury_no: fileQuryNo, filename, dld_end_time: dateOnly(dldEnd), data_cnt: rows.length };
  return answer({ data }, await downloadUrl(hc.db, fileQuryNo));
}

/** The fields of a paged query that are not filters. */
const PAGING = ['page_num', 'page_size', 'query_date'];

async function queryCatalogue(hc: HandlerContext) {
  const q = nodeOf(hc, 'data');
  const filters = Object.fromEntries(Object.entries(q).filter(([k]) => !PAGING.includes(k)));
  const pageNum = num(q, 'page_num');
  const size = num(q, 'page_size');
  if (pageNum < 1) refuse('当前页数须大于0');
  if (size < 1 || size > 1000) refuse('本页数据量须为1到1000');
  const fields = hc.meta.resProperties.find((n) => n.nodeName === 'data')?.properties.map((p) => p.name);
  const rows = queryRows(fields ?? [], filters, hc.orgCode);
  return answer({
    data: rows.slice((pageNum - 1) * size, pageNum * size),
    pageinfo: { recordCounts: rows.length, pages: Math.ceil(rows.length / size), pageNum, size },
  });
}

/** The handler of a 13xx deal. */
export const catalogueHandler =
  (dealName: string): Handler =>
  (hc) =>
    hc.meta.dealType === 'DOWNJSON' ? queryCatalogue(hc) : downloadCatalogue(hc, dealName);
