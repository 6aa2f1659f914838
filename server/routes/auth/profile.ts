import type { App } from '../../schemaTypes';
import { isOrgCollected } from '../../repositories/users';
import { createSession, sessionSpanOf, type SessionUser } from '../../services/sessions';

/** The account a login is issued for: the session's caller before it has a session. */
export type ProfileSource = Omit<SessionUser, 'orgCollected' | 'tokenHash'>;

/** Opens a session for `user` and answers the login data. */
export async function issueLogin(app: App, user: ProfileSource) {
  const token = await createSession(app.db, user.userId, sessionSpanOf(app.config));
  return {
    token,
    orgCode: user.orgCode,
    orgName: user.orgName,
    roles: user.roles,
    user: user.username,
    mobile: user.mobile,
    contact: user.contact,
    userTypeId: user.userTypeId,
    ext: { websocketUrl: app.config.websocketUrl, orgCollected: await isOrgCollected(app.db, user.orgCode) },
  };
}
