/** 9101 文件上传, 9102 文件下载 (domain §9). 9102 answers a zip, served through the answer's fileUrl. */
import { deal } from '../../../schemas/dealDsl';
import { node } from './fields';

export const FILE_DEALS = [
  deal(
    '9101',
    '文件上传',
    [node('fsUploadIn', '文件上传信息', 'in* filename* fixmedins_code*')],
    [node('data', '文件上传结果', 'file_qury_no* filename* dld_endtime')],
  ),
  deal(
    '9102',
    '文件下载',
    [node('fsDownloadIn', '文件下载信息', 'file_qury_no* filename* fixmedins_code*')],
    [],
  ),
];
