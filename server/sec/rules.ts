/** The rules of security codes shared by the routes. */
import { createHash } from 'node:crypto';
import { OPERATOR_ORG_CODE } from '../../schemas/patterns';
import { dateOnly } from '../deals/time';
import { forbidden } from '../errors';
import type { SessionUser } from '../services/sessions';

export const SEC_MESSAGES = {
  approved: '审核成功',
  partial: '部分审核成功',
  batchApproved: (n: number) => `批量审核成功，共 ${n} 条`,
  notPending: '仅待审核的申请可以审批',
  notRemote: '仅已审核待下发的申请可以查询远程',
  notIssuedYet: '国家平台尚未下发安全码，请稍后再查询',
  issued: '安全码已下发',
  rejectMemo: '请输入驳回原因',
  rejected: '驳回成功！',
  rolledBack: '成功取消申请',
  notRollback: '仅已下发安全码的申请可以回退',
  alreadyInvalid: '申请已无效',
  withdrawRefused: '已审核，不能退回！',
  withdrawn: '成功取消申请',
  withdrawMemo: '申请已取消',
  reset: '重置成功，稍后再次发起申请',
  resetMemo: '申请已被驳回！',
  notReset: '仅已下发安全码的申请可以重置',
  editInvalid: '申请已无效，不能编辑',
  reapplied: '更新申请信息成功',
  reapplyMemo: '重新申请',
  submitted: '成功提交申请',
  duplicate: '该机构已有有效的安全码申请',
  notFound: '安全码申请不存在',
  batchEmpty: '请选中待审批数据！',
  saveEmpty: '请先上传要保存的安全管理码',
  saved: '保存成功',
  uploaded: '上传成功',
  cainfoMissing: '请输入安全管理码',
  cainfoUpdated: '更新成功',
  cainfoMismatch: '安全管理码与平台下发的不一致',
  cainfoNoIssue: '本机构尚无已下发的安全码',
  dropped: '删除成功',
} as const;

/** Batch approval's user count. */
export const BATCH_USER_NUM = 255;

/** The date parts of `now` in China (yyyy, M). */
function chinaYearMonth(now: Date): { year: number; month: number } {
  const [year, month] = dateOnly(now).split('-').map(Number) as [number, number];
  return { year, month };
}

/**
 * Batch approval's expiration: 31 December of this year when the month is before July, otherwise of next
 * year, as yyyyMMdd.
 */
export function batchExpiration(now = new Date()): string {
  const { year, month } = chinaYearMonth(now);
  return `${month < 7 ? year : year + 1}1231`;
}

/** SHA-256 of a secret that is never read back (sk). */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * The institution an institution-side list is limited to: the 9999 operator and the institutions whose code
 * contains I query any (undefined = as requested); everyone else only its own.
 */
export function secQueryScope(user: SessionUser, requested: string): string | undefined {
  if (user.orgCode === OPERATOR_ORG_CODE || user.orgCode.includes('I')) return undefined;
  if (requested && requested !== user.orgCode) throw forbidden();
  return user.orgCode;
}
