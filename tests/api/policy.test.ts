import { describe, expect, it } from 'vitest';
import { isValidIdCard, PASSWORD_PATTERN } from '../../schemas';
import { ApiError } from '../../server/errors';
import {
  assertOrgAccess,
  grantableRoles,
  mayManageUsers,
  rolesBeyond,
  scopeOrgCode,
} from '../../server/policy';
import type { SessionUser } from '../../server/services/sessions';

const user = (orgCode: string, username = orgCode, roles = ['ROLE_ORG']): SessionUser => ({
  userId: 1,
  username,
  orgCode,
  orgName: '',
  mobile: '',
  contact: '',
  userTypeId: 2,
  roles,
  orgCollected: true,
  tokenHash: '',
});
const forbidden = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof ApiError && err.statusCode === 403 && err.message === '无权访问该功能';
  }
  return false;
};

describe('organisation scoping', () => {
  it('an institution reads only its own records; asking for another is 403', () => {
    expect(scopeOrgCode(user('H21010200001'))).toBe('H21010200001');
    expect(scopeOrgCode(user('H21010200001'), 'H21010200001')).toBe('H21010200001');
    expect(forbidden(() => scopeOrgCode(user('H21010200001'), 'P21010200002'))).toBe(true);
    expect(forbidden(() => assertOrgAccess(user('H21010200001'), 'P21010200002'))).toBe(true);
  });

  it('the 9999 operator may read any organisation, or all of them', () => {
    expect(scopeOrgCode(user('9999'))).toBeUndefined();
    expect(scopeOrgCode(user('9999'), 'P21010200002')).toBe('P21010200002');
    expect(forbidden(() => assertOrgAccess(user('9999'), 'P21010200002'))).toBe(false);
  });
});

describe('shared rules', () => {
  it('请输入正确的身份证号码: an ID card needs a valid birth date and check digit', () => {
    expect(isValidIdCard('210102199001011237')).toBe(true);
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('11010519491231002x')).toBe(true);
    expect(isValidIdCard('210102199001011234')).toBe(false);
    expect(isValidIdCard('210102199002301230')).toBe(false);
    expect(isValidIdCard('21010219900101123')).toBe(false);
  });

  it('密码为大于8位的字母、数字、特殊符号的组合: more than 8 characters mixing letters, digits and symbols', () => {
    const rule = new RegExp(PASSWORD_PATTERN, 'u');
    for (const ok of ['Demo@2026', 'Admin@2026', 'a1!bcdefg']) expect(rule.test(ok), ok).toBe(true);
    for (const bad of ['Dem@2026', 'Demo20266', 'Demo@@@@@', '2026@2026', 'Demo @2026'])
      expect(rule.test(bad), bad).toBe(false);
  });
});

describe('who manages accounts and grants roles', () => {
  const H = 'H21010200001';
  const ALL = ['ROLE_ADMIN', 'ROLE_ORG', 'ROLE_RUSHFREE', 'ROLE_AUDIT'];
  const operator = user('9999', 'admin', ['ROLE_ADMIN']);
  const institutionAdmin = user(H);
  const plain = user(H, '13900000002');
  const institutionRoleAdmin = user(H, '13900000005', ['ROLE_ADMIN', 'ROLE_ORG', 'ROLE_AUDIT']);

  it('user management is for ROLE_ADMIN and the institution admin (the account named after its code), not a plain user', () => {
    expect(mayManageUsers(operator)).toBe(true);
    expect(mayManageUsers(institutionAdmin)).toBe(true);
    expect(mayManageUsers(institutionRoleAdmin)).toBe(true);
    expect(mayManageUsers(plain)).toBe(false);
    expect(mayManageUsers(user('9999', '13800000009'))).toBe(false);
  });

  it('nobody acts on an account holding a role they do not hold; the operator holds them all', () => {
    expect(rolesBeyond(institutionAdmin, ['ROLE_ORG', 'ROLE_ADMIN'])).toEqual(['ROLE_ADMIN']);
    expect(rolesBeyond(institutionAdmin, ['ROLE_ORG'])).toEqual([]);
    expect(rolesBeyond(institutionRoleAdmin, ['ROLE_ORG', 'ROLE_RUSHFREE'])).toEqual(['ROLE_RUSHFREE']);
    expect(rolesBeyond(operator, ['ROLE_ORG', 'ROLE_RUSHFREE', 'ROLE_AUDIT'])).toEqual([]);
    // ROLE_ADMIN of an institution is not the operator.
    expect(rolesBeyond(user(H, '13900000005', ['ROLE_ADMIN']), ['ROLE_ORG'])).toEqual(['ROLE_ORG']);
  });

  it('an institution grants only roles it holds, never ROLE_ADMIN or ROLE_RUSHFREE; the operator grants every role', () => {
    expect(grantableRoles(operator, ALL)).toEqual(ALL);
    expect(grantableRoles(institutionRoleAdmin, ALL)).toEqual(['ROLE_ORG', 'ROLE_AUDIT']);
    expect(grantableRoles(user(H, H, ['ROLE_ORG', 'ROLE_RUSHFREE']), ALL)).toEqual(['ROLE_ORG']);
  });
});
