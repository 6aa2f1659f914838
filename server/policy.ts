/** Authorisation rules and route policies shared by the route plugins: roles, the 9999 operator,
 * the institution admin, organisation scoping. */
import { OPERATOR_ORG_CODE } from '../schemas/patterns';
import { ApiError, forbidden } from './errors';
import type { SessionUser } from './services/sessions';

type Caller = Pick<SessionUser, 'username' | 'orgCode' | 'roles'>;

export const isOperator = (user: Pick<SessionUser, 'orgCode'>) => user.orgCode === OPERATOR_ORG_CODE;

export const hasRole = (user: Pick<SessionUser, 'roles'>, role: string) => user.roles.includes(role);

/** ROLE_ADMIN of the 9999 operator: above every role (grants and manages any of them). */
export const isOperatorAdmin = (user: Pick<SessionUser, 'orgCode' | 'roles'>) =>
  isOperator(user) && hasRole(user, 'ROLE_ADMIN');

/**
 * The institution admin: the account named after its institution code; the operator's is `admin`.
 */
export const isInstitutionAdmin = (u: Pick<SessionUser, 'username' | 'orgCode'>) =>
  u.username === u.orgCode || (u.orgCode === OPERATOR_ORG_CODE && u.username === 'admin');

/** Who manages the accounts of an institution: ROLE_ADMIN or the institution admin. */
export const mayManageUsers = (caller: Caller) => hasRole(caller, 'ROLE_ADMIN') || isInstitutionAdmin(caller);

/** Roles only the 9999 operator grants. */
export const OPERATOR_GRANTED_ROLES = ['ROLE_ADMIN', 'ROLE_RUSHFREE', 'ROLE_CONFIG'] as const;

/**
 * The roles of `targetRoles` the caller does not hold itself (the operator's ROLE_ADMIN holds them
 * all): nobody resets, disables, deletes or re-roles an account holding one of them.
 */
export const rolesBeyond = (
  caller: Pick<SessionUser, 'orgCode' | 'roles'>,
  targetRoles: readonly string[],
) => (isOperatorAdmin(caller) ? [] : targetRoles.filter((r) => !caller.roles.includes(r)));

/**
 * The role names the caller may grant or take away: every role for the operator's ROLE_ADMIN; for
 * anyone else the roles it holds itself, never ROLE_ADMIN or ROLE_RUSHFREE.
 */
export function grantableRoles(
  caller: Pick<SessionUser, 'orgCode' | 'roles'>,
  all: readonly string[],
): string[] {
  if (isOperatorAdmin(caller)) return [...all];
  const reserved: readonly string[] = OPERATOR_GRANTED_ROLES;
  return all.filter((r) => caller.roles.includes(r) && !reserved.includes(r));
}

/** A refusal (403) that says why, for rules a caller can understand and act on. */
export const refused = (message: string) => new ApiError(message, 403, 403);

/** A policy rule beyond roles, with the text the OpenAPI document shows for it. */
export interface PolicyRule {
  test: (user: SessionUser) => boolean;
  /** Who passes, in Chinese (e.g. 机构管理员). */
  label: string;
}

/** Menu, role and permission management, deal SQL configuration: ROLE_ADMIN of the 9999 operator. */
export const ADMIN_OPERATOR = { roles: ['ROLE_ADMIN'], operatorOnly: true } as const;

/** 界面工作台's drafting (docs/studio.md): ROLE_ADMIN or ROLE_CONFIG of the 9999 operator. */
export const STUDIO_EDITOR = { roles: ['ROLE_ADMIN', 'ROLE_CONFIG'], operatorOnly: true } as const;

/** User management: ROLE_ADMIN, or the institution admin. */
export const USER_MANAGER = { rule: { test: mayManageUsers, label: 'ROLE_ADMIN 或机构管理员' } } as const;

/** The institution admin of an institution (not the operator): deregistration. */
export const INSTITUTION_ADMIN = {
  rule: {
    test: (u: SessionUser) => !isOperator(u) && isInstitutionAdmin(u),
    label: '本机构管理员（账号为机构编码）',
  },
} as const;

export const PUBLIC = { public: true } as const;

/**
 * Callable while the caller's organisation info is not collected yet: logout, menus, the collection itself.
 * Every other route refuses such a caller.
 */
export const BEFORE_ORG_INFO = { beforeOrgInfo: true } as const;

/** The answer to a caller whose organisation info is not collected, on any other route. */
export const ORG_INFO_FIRST = '请先完成机构信息采集';

/** Refuses (403) unless the caller belongs to `orgCode` or is the operator. */
export function assertOrgAccess(user: SessionUser, orgCode: string): void {
  if (!isOperator(user) && user.orgCode !== orgCode) throw forbidden();
}

/**
 * The organisation a query is limited to: for the operator the requested one (undefined = all), for
 * anyone else their own (asking for another organisation is refused).
 */
export function scopeOrgCode(user: SessionUser, requested?: string): string | undefined {
  if (isOperator(user)) return requested || undefined;
  if (requested && requested !== user.orgCode) throw forbidden();
  return user.orgCode;
}
