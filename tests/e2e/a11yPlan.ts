import { readdirSync, readFileSync } from 'node:fs';
import type { ScreenDescriptor } from '../../engine/descriptor';
import { decideAccess } from '../../engine/router/access';
import type { SessionState } from '../../engine/session';

/** Who opens the screens (README.md, Demo accounts); `guest` is not logged in. */
export type Account = 'guest' | 'hospital' | 'pharmacy' | 'operator';

export const ACCOUNTS: Record<Exclude<Account, 'guest'>, { user: string; password: string }> = {
  hospital: { user: 'H21010200001', password: 'Demo@2026' },
  // The pharmacy's ROLE_RUSHFREE user: its 冲正 opens 冲正 (/home/impact) with no pay code.
  pharmacy: { user: '13900000009', password: 'Demo@2026' },
  operator: { user: 'admin', password: 'Admin@2026' },
};

export const ACCOUNT_NAMES: Record<Account, string> = {
  guest: '未登录',
  hospital: '医院',
  pharmacy: '药店',
  operator: '平台运营方',
};

export type Screen = Pick<
  ScreenDescriptor,
  'id' | 'route' | 'aliases' | 'title' | 'layout' | 'access' | 'onLoad'
>;

/** Every descriptor of screens/ (shell.json is the frame around them: checked on every shell screen). */
export const SCREENS: Screen[] = readdirSync(new URL('../../screens/', import.meta.url))
  .filter((file) => file.endsWith('.screen.json'))
  .sort()
  .map(
    (file) => JSON.parse(readFileSync(new URL(`../../screens/${file}`, import.meta.url), 'utf8')) as Screen,
  );

/** A day from today, as the query fields write it (YYYY-MM-DD, China time). */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/** 对账冲正查询 over the last 40 days: the hospital's settlements of the demo data. */
const CHECK_IMPACT = `/home/checkImpact?startDate=${day(-40)}&endDate=${day(0)}`;

/**
 * How a screen opened only from another one (`access.via`, or a query it needs) is reached: by its
 * query, or from the screen `from` by the first enabled button named `button` (a row's or the toolbar's),
 * as an operator does.
 */
export const REACHED: Readonly<
  Record<string, { query: string } | { from: string; button: string | RegExp }>
> = {
  '/home/register': { query: `?dealName=2207&comment=${encodeURIComponent('门诊结算')}` },
  '/home/impactBase': { from: CHECK_IMPACT, button: /^冲\s*正$/ },
  '/home/checkImpactBase': { from: CHECK_IMPACT, button: '核对冲正' },
  '/home/impact': { from: '/home/reconciliation', button: /^冲\s*正$/ },
  '/home/roleAuth': { from: '/home/roleIndex', button: '权限' },
  '/home/screenStudioEdit': { from: '/home/screenStudio', button: '编辑' },
  '/home/dealStudioEdit': { query: '?id=2207' },
};

/**
 * Screens of the pharmacy (its settlements' 对账与冲正): every other screen is opened by the hospital when
 * it may open it, else by the platform's operator.
 */
const OWNERS: Readonly<Record<string, Account>> = {
  '/home/reconciliation': 'pharmacy',
  '/home/impact': 'pharmacy',
};

/** Screens that differ by account, opened a second time: 首页 shows the operator's figures. */
const ALSO: readonly (readonly [string, Account])[] = [['/home/dashboard', 'operator']];

/** One screen to check: the account that opens it is `account`, or chosen by its access rule. */
export interface Opening {
  screen: Screen;
  account?: Account;
  name: string;
}

/** A screen's title without its templates (交易执行's is the deal's name, from the query). */
const titleOf = (screen: Screen) => (screen.title ?? '').replace(/\{\{[^}]*\}\}/g, '').trim() || '界面';

export const OPENINGS: Opening[] = [
  ...SCREENS.map((screen) => {
    const account = screen.access?.public ? 'guest' : OWNERS[screen.route];
    return { screen, account, name: `${titleOf(screen)} ${screen.route}` };
  }),
  ...ALSO.map(([route, account]) => {
    const screen = SCREENS.find((s) => s.route === route)!;
    return { screen, account, name: `${titleOf(screen)} ${route}（${ACCOUNT_NAMES[account]}）` };
  }),
];

/** The hospital when its session may open the screen, else the operator; undefined: neither may. */
export function ownerOf(
  screen: Screen,
  sessions: { hospital: SessionState; operator: SessionState },
): Account | undefined {
  if (decideAccess(screen, sessions.hospital) === 'allow') return 'hospital';
  if (decideAccess(screen, sessions.operator) === 'allow') return 'operator';
  return undefined;
}
