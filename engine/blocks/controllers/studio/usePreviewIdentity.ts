import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useApp } from '../../../app';
import type { AppServices } from '../../../app';
import type { ScreenDescriptor } from '../../../descriptor';
import { test } from '../../../expr';
import { SessionStore, type SessionUser } from '../../../session';
import { STUDIO_PATH } from './studioTypes';

/** A role the preview may take, and an organisation it may belong to (docs/studio.md, 预览身份). */
export interface IdentityRole {
  roleName: string;
  roleCnname: string;
}
export interface IdentityOrg {
  orgCode: string;
  orgName: string;
  /** 0 the platform, 1 a designated medical institution, 2 a designated retail pharmacy. */
  orgType?: number;
}
/** Who the preview renders as; absent: the signed-in account itself. */
export interface PreviewIdentity {
  role: IdentityRole;
  org: IdentityOrg;
}

export interface PreviewIdentityController {
  /** The roles and organisations offered; empty while unread, or when the caller may not ask. */
  roles: IdentityRole[];
  orgs: IdentityOrg[];
  identity?: PreviewIdentity;
  /** The signed-in account's own organisation (the first choice of a new identity). */
  ownOrg?: IdentityOrg;
  setIdentity(identity: PreviewIdentity | undefined): void;
  /** Looks organisations up by code prefix or name. */
  searchOrgs(keyword: string): void;
  /** The services the preview renders with: the session of the identity (the real ones without one). */
  app: AppServices;
  /** Why the identity may not open the screen (its `access`), or undefined when it may. */
  refusal(descriptor: ScreenDescriptor): string | undefined;
}

/** Quiet time after a keystroke in the organisation search before it is asked. */
const SEARCH_DELAY_MS = 250;

/** A Storage that keeps nothing beyond the page: the preview's session never touches the real one. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear = () => this.items.clear();
  getItem = (key: string) => this.items.get(key) ?? null;
  key = (i: number) => [...this.items.keys()][i] ?? null;
  removeItem = (key: string) => void this.items.delete(key);
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
}

/** The user the identity stands for: the signed-in account's name, the identity's role and organisation. */
export function identityUser(real: SessionUser | null, identity: PreviewIdentity): SessionUser {
  return {
    ...(real ?? { user: '' }),
    roles: [identity.role.roleName],
    orgCode: identity.org.orgCode,
    orgName: identity.org.orgName,
  };
}

/** Why `user` may not open `descriptor`, as the router decides it (the menu aside), or undefined. */
export function accessRefusal(descriptor: ScreenDescriptor, user: SessionUser): string | undefined {
  const access = descriptor.access ?? {};
  if (access.public) return undefined;
  if (access.roles?.length && !access.roles.some((r) => user.roles.includes(r)))
    return `该身份无权打开此界面：需要角色 ${access.roles.join('、')}`;
  if (access.when !== undefined && !test(access.when, { user }))
    return '该身份无权打开此界面：不满足界面的访问条件（access.when）';
  return undefined;
}

/**
 * 预览身份: the roles and organisations the studio offers (`POST {studio}/identities`), and the services the
 * live preview renders with, whose session is the chosen identity's. Data is still asked with the
 * signed-in account's token: the identity changes what the screen shows and allows, not the server's rights.
 */
export function usePreviewIdentity(studioPath = STUDIO_PATH): PreviewIdentityController {
  const app = useApp();
  const real = useSyncExternalStore(app.session.subscribe, app.session.get);
  const [roles, setRoles] = useState<IdentityRole[]>([]);
  const [orgs, setOrgs] = useState<IdentityOrg[]>([]);
  const [keyword, setKeyword] = useState('');
  const [identity, setIdentity] = useState<PreviewIdentity>();

  useEffect(() => {
    let live = true;
    // A search waits for a pause in the typing; the first read does not.
    const timer = setTimeout(
      () =>
        app.api
          .request<{ roles: IdentityRole[]; orgs: IdentityOrg[] }>('POST', `${studioPath}/identities`, {
            body: { keyword },
            silent: true,
          })
          .then(
            (answer) => {
              if (!live) return;
              setRoles(answer.roles);
              setOrgs(answer.orgs);
            },
            () => undefined,
          ),
      keyword ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [app.api, studioPath, keyword]);

  const previewApp = useMemo(() => {
    if (!identity || !real.token) return app;
    const session = new SessionStore(new MemoryStorage());
    session.signIn(real.token, identityUser(real.user, identity));
    session.setMenus(real.menus);
    return { ...app, session };
  }, [app, identity, real]);

  return {
    roles,
    orgs,
    identity,
    ownOrg: real.user ? { orgCode: real.user.orgCode, orgName: real.user.orgName } : undefined,
    setIdentity,
    searchOrgs: setKeyword,
    app: previewApp,
    refusal: (descriptor) =>
      identity ? accessRefusal(descriptor, identityUser(real.user, identity)) : undefined,
  };
}
