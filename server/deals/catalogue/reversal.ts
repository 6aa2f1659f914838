/** 2601 冲正交易 (domain §7): reverses a settlement, a cancellation or an admission by its msgid. */
import { deal } from '../../../schemas/dealDsl';
import { node } from './fields';

export const REVERSAL_DEALS = [
  deal('2601', '冲正交易', [node('data', '冲正信息', 'psn_no* omsgid* oinfno*')], []),
];
