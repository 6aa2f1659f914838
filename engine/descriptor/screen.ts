import type { Action, Button } from './actions';
import type { Block, DialogBlock } from './layout';
import type { Expr, Template } from './expr';
import type { BlockRef, IconRef, RouteRef } from './refs';

/** Who may open a screen. The route must also be in the user's menu unless `public` or `always`. */
export interface Access {
  /** Anyone, logged in or not (login, sign-up). */
  public?: boolean;
  /** Every logged-in user, whatever the menu (the dashboard). */
  always?: boolean;
  /** Reachable when this other route is in the user's menu (a detail page of a list). */
  via?: RouteRef;
  /** Any of these roles is needed. */
  roles?: string[];
  /** A predicate over `user` that must hold (e.g. organisation code rules). */
  when?: Expr;
  /**
   * Makes this screen a gate: while this predicate over `user` holds, every other screen that needs a
   * login leads here, whatever the URL (e.g. a first-use form to complete). Once it no longer holds
   * (after the session's user is renewed), the user goes on without logging in again.
   */
  holdWhile?: Expr;
}

/** The top bar and side menu of the logged-in pages. */
export interface ShellSpec {
  /** Product name in the top-left corner. */
  title: Template;
  /** Text at the start of the top bar (e.g. the date `{{today}}`). */
  headerText?: Template;
  /** Buttons in the top bar (hardware buttons, QR code, home, logout…). */
  headerActions?: Button[];
  /** The first menu entry, placed before the server tree. */
  home: { title: Template; route: RouteRef; icon?: IconRef };
  dialogs?: { [id: string]: DialogBlock };
  /**
   * Routes served outside the screen descriptors that a `navigate` action may go to (e.g. a page of
   * another application on the same host); the lint reports a navigate route that is neither a screen nor one of these.
   */
  externalRoutes?: string[];
}

/**
 * A screen's work in progress kept as a draft on the server, per user and institution, so that leaving
 * the screen, F5 or another browser does not lose it: read when the screen opens (the kept state keys and
 * form values restored), saved a moment after each change and when the screen is left, dropped by a
 * `draft` action (`discard`, or `done` once the work went through). See docs/descriptor.md.
 */
export interface DraftSpec {
  /** The draft's route: `GET` answers `{draft}` (or null), `PUT {draft}` saves it, `DELETE` drops it. */
  path: string;
  /** The state keys kept, e.g. `manualRows`. */
  state: string[];
  /** The form blocks whose values are kept, by id. */
  forms?: BlockRef[];
  /** Seconds after the last change before it is saved (default 1); 0 saves only by a `draft` action. */
  autosaveSeconds?: number;
  /** An info toast when a kept draft is restored, e.g. 已恢复上次未完成的工作. None when absent. */
  restored?: Template;
}

/** One screen: a route, its access rule and its blocks. */
export interface ScreenDescriptor {
  /** Path of the descriptor schema, for editors. */
  $schema?: string;
  /** Unique id of the screen. */
  id: string;
  /** Route path, e.g. `/home/menuIndex`. */
  route: string;
  /** Other routes that show this same screen (e.g. `/home/download` for the deal execution screen). */
  aliases?: string[];
  /** Page title. */
  title: Template;
  /** `blank` pages (login) have no shell; `shell` pages render inside the main shell. */
  layout: 'blank' | 'shell';
  /** For `blank` pages: the width of the centred card holding the blocks (e.g. 420 for login); full width when absent. */
  width?: number;
  breadcrumb?: Template[];
  access?: Access;
  /** Initial screen state, each key an expression. */
  state?: { [key: string]: Expr };
  /** Keeps the work in progress (state keys, form values) as a draft on the server until it is done or discarded. */
  draft?: DraftSpec;
  /** Runs when the screen opens. */
  onLoad?: Action;
  /** Repeats an action every N seconds while the screen is open (e.g. refresh the captcha every 60 s). */
  timers?: { seconds: number; action: Action }[];
  blocks: Block[];
  dialogs?: { [id: string]: DialogBlock };
}

/** The shell descriptor (`screens/shell.json`). */
export interface ShellDescriptor extends ShellSpec {
  $schema?: string;
  id: 'shell';
}
