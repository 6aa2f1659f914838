/** Authorisation helpers shared by the route plugins: roles, the 9999 operator, organisation scoping. */
import { OPERATOR_ORG_CODE } from '../schemas/patterns';
import { forbidden } from './errors';
import type { SessionUser } from './services/sessions';

/** Menu, role and permission management: ROLE_ADMIN of the 9999 operator. */
export const ADMIN_OPERATOR = { roles: ['ROLE_ADMIN'], operatorOnly: true } as const;

export const PUBLIC = { public: true } as const;

export const isOperator = (user: Pick<SessionUser, 'orgCode'>) => user.orgCode === OPERATOR_ORG_CODE;

export const hasRole = (user: Pick<SessionUser, 'roles'>, role: string) => user.roles.includes(role);

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
