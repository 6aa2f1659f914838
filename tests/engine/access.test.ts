import { describe, expect, it } from 'vitest';
import { decideAccess, gatesOf, heldAt } from '../../engine/router/access';
import { firstMenuRoute, menuRoutes, SessionStore, type SessionState } from '../../engine/session';
import type { ScreenDescriptor } from '../../engine/descriptor';

const menus = [
  {
    id: 1,
    title: '系统管理',
    icon: 'SettingOutlined',
    name: '',
    child: [{ id: 2, title: '菜单管理', name: '/home/menuIndex' }],
  },
  { id: 3, title: '交易办理', name: '', child: [{ id: 4, title: '交易列表', name: '/home/handle' }] },
];
const session = (over: Partial<SessionState> = {}): SessionState => ({
  token: 't',
  user: { orgCode: 'H1', orgName: '医院', roles: ['ROLE_ORG'], user: 'H1' },
  menus,
  ...over,
});
const screen = (route: string, access?: ScreenDescriptor['access']): ScreenDescriptor => ({
  id: route,
  route,
  title: 't',
  layout: 'shell',
  blocks: [],
  access,
});

describe('route guards', () => {
  it('without a session every non-public screen sends to /login', () => {
    expect(decideAccess(screen('/home/menuIndex'), session({ token: null, user: null }))).toBe('login');
    expect(decideAccess(screen('/login', { public: true }), session({ token: null }))).toBe('allow');
  });

  it('a route in the user menu opens; one outside it is forbidden even by URL', () => {
    expect(decideAccess(screen('/home/menuIndex'), session())).toBe('allow');
    expect(decideAccess(screen('/home/userIndex'), session())).toBe('forbidden');
  });

  it('a screen failing its role predicate is forbidden even when in the menu', () => {
    expect(decideAccess(screen('/home/menuIndex', { roles: ['ROLE_ADMIN'] }), session())).toBe('forbidden');
    const admin = session({
      user: { orgCode: '9999', orgName: '运营', roles: ['ROLE_ADMIN'], user: 'admin' },
    });
    expect(decideAccess(screen('/home/menuIndex', { roles: ['ROLE_ADMIN'] }), admin)).toBe('allow');
  });

  it('`when` predicates over the user, `always` and `via` (a detail page of a listed route)', () => {
    expect(
      decideAccess(
        screen('/home/x', { always: true, when: { '==': [{ var: 'user.orgCode' }, '9999'] } }),
        session(),
      ),
    ).toBe('forbidden');
    expect(decideAccess(screen('/home/dashboard', { always: true }), session())).toBe('allow');
    expect(decideAccess(screen('/home/register', { via: '/home/handle' }), session())).toBe('allow');
    expect(decideAccess(screen('/home/register', { via: '/home/userIndex' }), session())).toBe('forbidden');
  });

  it('the first menu item is the first leaf, depth first', () => {
    expect(firstMenuRoute(menus)).toBe('/home/menuIndex');
    expect(firstMenuRoute([])).toBeNull();
    expect([...menuRoutes(menus)]).toEqual(['/home/menuIndex', '/home/handle']);
  });
});

describe('gate screens (access.holdWhile)', () => {
  const pending = { '==': [{ var: 'user.ext.pending' }, true] };
  const gates = gatesOf([
    screen('/home/first', { always: true, holdWhile: pending }),
    screen('/home/menuIndex'),
  ]);
  const held = session({
    user: { orgCode: 'H1', orgName: '医院', roles: [], user: 'H1', ext: { pending: true } } as never,
  });

  it('while the predicate holds, every other logged-in screen leads to the gate, menu or not', () => {
    expect(gates).toEqual([{ route: '/home/first', holdWhile: pending }]);
    expect(heldAt(gates, screen('/home/menuIndex'), held)).toBe('/home/first');
    expect(heldAt(gates, screen('/home/dashboard', { always: true }), held)).toBe('/home/first');
  });

  it('the gate itself, public screens, no session and a user the predicate does not hold for are not held', () => {
    expect(heldAt(gates, screen('/home/first', { always: true, holdWhile: pending }), held)).toBeNull();
    expect(heldAt(gates, screen('/login', { public: true }), held)).toBeNull();
    expect(heldAt(gates, screen('/home/menuIndex'), session({ token: null, user: null }))).toBeNull();
    expect(heldAt(gates, screen('/home/menuIndex'), session())).toBeNull();
  });
});

describe('session in local storage', () => {
  it('token, user info and menus are kept in storage and survive a reload; clear empties storage', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
      clear: () => data.clear(),
      key: () => null,
      length: 0,
    } as Storage;
    const a = new SessionStore(storage);
    a.signIn('tok', { orgCode: '9999', orgName: '运营', roles: ['ROLE_ADMIN'], user: 'admin' });
    a.setMenus(menus);
    const b = new SessionStore(storage);
    expect(b.get().token).toBe('tok');
    expect(b.get().user?.user).toBe('admin');
    expect(b.get().menus).toHaveLength(2);
    b.clear();
    expect(data.size).toBe(0);
    expect(b.get().token).toBeNull();
  });
});
