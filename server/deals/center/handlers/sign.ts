/** 9001 签到 and 9002 签退: the center issues sign-in numbers and checks the one signed out. */
import { currentSignNo } from '../../../repositories/dealSignins';
import { dateTime } from '../../time';
import { answer, nextId, nodeOf, refuse, type Handler } from './context';

export const signIn: Handler = async (hc) =>
  answer({ signinoutb: { sign_time: dateTime(hc.now), sign_no: await nextId(hc.db, 'center_sign_seq') } });

export const signOut: Handler = async (hc) => {
  const signNo = nodeOf(hc, 'signOut').sign_no;
  if (signNo !== (await currentSignNo(hc.db, hc.orgCode))) refuse('签到编号不存在或已签退');
  return answer({ signoutoutb: { sign_time: dateTime(hc.now) } });
};
