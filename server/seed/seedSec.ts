/**
 * Demo security-code applications in every status for several areas, the hospital's issued code and
 * bill-submission operation codes. Written once per database.
 */
import { randomBytes } from 'node:crypto';
import { hashSecret } from '../sec/rules';
import { runOnce } from '../db/migrate';
import type { Db } from '../db';

export const SEED_SEC_VERSION = 'seed_sec_v1';

/** [orgCode, orgName, hisName, hisPrd, status, ifValid, province, city] */
const APPLICATIONS: readonly (readonly [string, string, string, string, string, string, string, string])[] = [
  ['H21010200001', '沈阳市示范医院', '东软集团', '11', '1', '1', '辽宁省', '沈阳市'],
  ['P21010200002', '沈阳市示范大药房', '东软集团', '21', '0', '1', '辽宁省', '沈阳市'],
  ['H21010300011', '沈阳市和平区中心医院', '东软集团', '11', '0', '1', '辽宁省', '沈阳市'],
  ['H21010300012', '沈阳市铁西区人民医院', '卫宁健康', '00', '0', '1', '辽宁省', '沈阳市'],
  ['P21020200021', '大连市海港大药房', '万达信息', '21', '0', '1', '辽宁省', '大连市'],
  ['H21020200022', '大连市中山医院', '东软集团', '11', '2', '1', '辽宁省', '大连市'],
  ['H21020200023', '大连市西岗区医院', '创业慧康', '11', '4', '1', '辽宁省', '大连市'],
  ['H11010500031', '北京市朝阳社区医院', '东华软件', '11', '0', '1', '北京市', '北京市'],
  ['P11010800032', '北京市海淀好药师', '东软集团', '21', '1', '1', '北京市', '北京市'],
  ['H31010100041', '上海市黄浦区医院', '万达信息', '00', '2', '1', '上海市', '上海市'],
  ['H44010600051', '广州市天河区医院', '东软集团', '11', '0', '0', '广东省', '广州市'],
  ['P44010400052', '广州市越秀大药房', '卫宁健康', '21', '4', '1', '广东省', '广州市'],
];

const LEVEL: Record<string, [string, string]> = { H: ['01', '三级'], P: ['09', '未定级'] };

export async function seedSec(db: Db): Promise<boolean> {
  return runOnce(db, SEED_SEC_VERSION, async (t) => {
    for (const [
      i,
      [orgCode, orgName, hisName, hisPrd, status, ifValid, province, city],
    ] of APPLICATIONS.entries()) {
      const other = hisPrd === '00';
      const isIssued = status === '1';
      const secretCode = isIssued ? randomBytes(16).toString('hex').toUpperCase() : null;
      const [levelCode, level] = LEVEL[orgCode[0] ?? 'H'] ?? ['09', '未定级'];
      const insType = orgCode.startsWith('P') ? ['2', '定点零售药店'] : ['1', '定点医疗机构'];
      await t.query(
        `insert into sec_applications (org_code, org_name, his_name, his_code, his_prd, prod_flag, user_num,
           area_code, old_org_code, coner_name, tel, status, if_valid, memo, province, city, address,
           head_office, org_level_code, org_level, org_ins_type_code, org_ins_type, expiration,
           secret_code, ak, sk, approved_at, issued_at, appy_date)
         values ($1, $2, $3, $4, $5, $6, 255, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
           $20, $21, $22, $23, $24, $25, $26, $27, now() - make_interval(days => $28))`,
        [
          orgCode,
          orgName,
          hisName,
          other ? 'NET' : 'NEU',
          hisPrd,
          other ? '0' : '1',
          orgCode.slice(1, 5),
          `A${orgCode.slice(-6)}`,
          '张明',
          `1390000${String(1000 + i).padStart(4, '0')}`,
          status,
          ifValid,
          ifValid === '0'
            ? '申请已取消'
            : status === '0'
              ? '成功提交申请'
              : isIssued
                ? '安全码已下发'
                : '审核通过',
          province,
          city,
          `${city}示范路 ${i + 1} 号`,
          orgName,
          levelCode,
          level,
          insType[0],
          insType[1],
          status === '0' ? null : '20271231',
          secretCode,
          isIssued ? randomBytes(18).toString('base64url') : null,
          isIssued ? hashSecret(randomBytes(32).toString('base64url')) : null,
          status === '0' ? null : new Date(Date.now() - 86_400_000),
          isIssued ? new Date() : null,
          30 - i,
        ],
      );
      if (isIssued)
        await t.query('insert into sec_cainfo (org_code, org_name, cainfo) values ($1, $2, $3)', [
          orgCode,
          orgName,
          secretCode,
        ]);
    }
    await t.query(
      `insert into app_keys (org_code, org_name, app_key, coner_name, tel, status) values
         ('P21010200002', '沈阳市示范大药房', $1, '李药师', '13900000009', '1'),
         ('H21020200022', '大连市中山医院', null, '王主任', '13900001022', '0'),
         ('H31010100041', '上海市黄浦区医院', null, '赵主任', '13900001041', '0')`,
      [randomBytes(16).toString('hex')],
    );
  });
}
