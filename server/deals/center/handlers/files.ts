/** 9101 文件上传 (base64 of a zip or a txt) and 9102 文件下载 (the zip through a download URL). */
import { addDays, dateTime } from '../../time';
import { findFile, storeFile } from '../../../repositories/dealFiles';
import { downloadUrl, isZip, newFileQuryNo, zipOne } from '../../files';
import { answer, nodeOf, refuse, type Handler, type HandlerContext } from './context';

const MAX_BYTES = 5 * 1024 * 1024;

function ownOrg(hc: HandlerContext, code: string | undefined) {
  if (code !== hc.orgCode) refuse('定点医药机构编号与当前机构不符');
}

function decode(base64: string): Uint8Array {
  const compact = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 !== 0) refuse('文件数据须为base64编码');
  const bytes = new Uint8Array(Buffer.from(compact, 'base64'));
  if (bytes.length === 0) refuse('文件内容为空');
  if (bytes.length > MAX_BYTES) refuse('文件不能超过5MB');
  return bytes;
}

export const upload: Handler = async (hc) => {
  const f = nodeOf(hc, 'fsUploadIn');
  ownOrg(hc, f.fixmedins_code);
  const filename = f.filename ?? '';
  if (!/\.(zip|txt)$/i.test(filename)) refuse('文件名须以.zip或.txt结尾');
  const bytes = decode(f.in ?? '');
  const zipped = /\.zip$/i.test(filename);
  if (zipped !== isZip(bytes)) refuse(zipped ? '文件不是有效的zip压缩包' : '文本文件不能是压缩包');
  const fileQuryNo = await newFileQuryNo(hc.db, hc.now);
  const dldEnd = addDays(hc.now, 1);
  await storeFile(hc.db, {
    file_qury_no: fileQuryNo,
    fixmedins_code: hc.orgCode,
    deal_name: '9101',
    kind: 'upload',
    filename,
    ver: null,
    data_cnt: null,
    content: zipped ? bytes : zipOne(filename, bytes),
    dld_endtime: dldEnd,
  });
  return answer({ data: { file_qury_no: fileQuryNo, filename, dld_endtime: dateTime(dldEnd) } });
};

export const download: Handler = async (hc) => {
  const f = nodeOf(hc, 'fsDownloadIn');
  ownOrg(hc, f.fixmedins_code);
  const file = await findFile(hc.db, f.file_qury_no ?? '');
  if (!file || file.fixmedins_code !== hc.orgCode) return refuse('文件不存在');
  if (file.dld_endtime < hc.now) refuse('文件已超过下载截止时间');
  return answer({}, await downloadUrl(hc.db, file.file_qury_no));
};
