/** 9001 签到, 9002 签退 (domain §2). */
import { deal, prop } from '../../../schemas/dealDsl';
import { FIELDS, node } from './fields';

const signOutTime = prop('sign_time', { ...FIELDS.sign_time!, comment: '签退时间' }, true);

export const SIGNIN_DEALS = [
  deal(
    '9001',
    '签到',
    [node('signIn', '签到信息', 'opter_no* mac* ip*')],
    [node('signinoutb', '签到结果', 'sign_time* sign_no*')],
  ),
  deal(
    '9002',
    '签退',
    [node('signOut', '签退信息', 'sign_no* opter_no*')],
    [node('signoutoutb', '签退结果', signOutTime)],
  ),
];
