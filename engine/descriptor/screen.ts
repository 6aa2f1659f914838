import type { Action } from './actions';
import type { Button } from './button';
import type { Block, DialogBlock } from './layout';
import type { Expr, Template } from './expr';
import type { BlockRef, IconRef, RouteRef } from './refs';

/**
 * Who may open a screen. The route must also be in the user's menu unless `public` or `always`.
 * @title 访问规则 @zh 谁可以打开界面；除公开或登录即可外，路由还须在用户菜单中
 */
export interface Access {
  /** Anyone, logged in or not (login, sign-up). @title 公开 @zh 任何人都可打开，无需登录 */
  public?: boolean;
  /** Every logged-in user, whatever the menu (the dashboard). @title 登录即可 @zh 所有已登录用户都可打开，不论菜单 */
  always?: boolean;
  /**
   * Reachable when this other route is in the user's menu (a detail page of a list).
   * @title 经由路由 @zh 用户菜单中有该路由时可打开（如列表的详情页）
   */
  via?: RouteRef;
  /** Any of these roles is needed. @title 角色 @zh 具有其中任一角色才可打开 */
  roles?: string[];
  /** A predicate over `user` that must hold (e.g. organisation code rules). @title 访问条件 @zh 对 user 成立时才可打开的条件 */
  when?: Expr;
  /**
   * Makes this screen a gate: while this predicate over `user` holds, every other screen that needs a
   * login leads here, whatever the URL (e.g. a first-use form to complete). Once it no longer holds
   * (after the session's user is renewed), the user goes on without logging in again.
   * @title 强制停留条件 @zh 条件成立时，其他需要登录的界面都转到本界面
   */
  holdWhile?: Expr;
}

/** The top bar and side menu of the logged-in pages. @title 外壳 @zh 登录后页面的顶栏与侧边菜单 */
export interface ShellSpec {
  /** Product name in the top-left corner. @title 产品名称 @zh 左上角显示的产品名 */
  title: Template;
  /** Text at the start of the top bar (e.g. the date `{{today}}`). @title 顶栏文字 @zh 顶栏开头的文字，如当天日期 */
  headerText?: Template;
  /** Buttons in the top bar (hardware buttons, QR code, home, logout…). @title 顶栏按钮 @zh 顶栏中的按钮（硬件、二维码、首页、退出等） */
  headerActions?: Button[];
  /** The first menu entry, placed before the server tree. @title 首页菜单 @zh 菜单的第一项，位于服务端菜单之前 */
  home: {
    /** @title 菜单名称 @zh 首页菜单项的文字 */
    title: Template;
    /** @title 路由 @zh 首页菜单项打开的路由 */
    route: RouteRef;
    /** @title 图标 @zh 首页菜单项的图标名 */
    icon?: IconRef;
  };
  /** @title 对话框 @zh 外壳中声明的对话框，按 id 给出 */
  dialogs?: { [id: string]: DialogBlock };
  /**
   * Routes served outside the screen descriptors that a `navigate` action may go to (e.g. a page of
   * another application on the same host); the lint reports a navigate route that is neither a screen nor one of these.
   * @title 外部路由 @zh 不由界面描述文件提供、可供跳转的路由
   */
  externalRoutes?: string[];
}

/**
 * A screen's work in progress kept as a draft on the server, per user and institution, so that leaving
 * the screen, F5 or another browser does not lose it: read when the screen opens (the kept state keys and
 * form values restored), saved a moment after each change and when the screen is left, dropped by a
 * `draft` action (`discard`, or `done` once the work went through). See docs/descriptor.md.
 * @title 草稿 @zh 把进行中的工作作为草稿保存在服务端，离开或刷新不丢失
 */
export interface DraftSpec {
  /**
   * The draft's route: `GET` answers `{draft}` (or null), `PUT {draft}` saves it, `DELETE` drops it.
   * @title 草稿接口 @zh 读取、保存、删除草稿的接口路径
   */
  path: string;
  /** The state keys kept, e.g. `manualRows`. @title 保存的状态键 @zh 保存在草稿中的界面状态键 */
  state: string[];
  /** The form blocks whose values are kept, by id. @title 保存的表单 @zh 值保存在草稿中的表单区块 id */
  forms?: BlockRef[];
  /**
   * Seconds after the last change before it is saved (default 1); 0 saves only by a `draft` action.
   * @title 自动保存秒数 @zh 最后一次修改后多少秒自动保存（默认 1）；0 为不自动保存
   */
  autosaveSeconds?: number;
  /**
   * An info toast when a kept draft is restored, e.g. 已恢复上次未完成的工作. None when absent.
   * @title 恢复提示 @zh 恢复草稿时的提示；不填则不提示
   */
  restored?: Template;
}

/** One screen: a route, its access rule and its blocks. @title 界面 @zh 一个界面：路由、访问规则与区块 */
export interface ScreenDescriptor {
  /** Path of the descriptor schema, for editors. @title 结构文件 @zh 描述文件所用 JSON Schema 的路径，供编辑器补全与检查 */
  $schema?: string;
  /** Unique id of the screen. @title 界面标识 @zh 界面的唯一 id */
  id: string;
  /** Route path, e.g. `/home/menuIndex`. @title 路由 @zh 界面的路由路径，如 /home/menuIndex */
  route: string;
  /** Other routes that show this same screen (e.g. `/home/download` for the deal execution screen). @title 别名路由 @zh 显示同一界面的其他路由 */
  aliases?: string[];
  /** Page title. @title 页面标题 @zh 界面的标题 */
  title: Template;
  /**
   * `blank` pages (login) have no shell; `shell` pages render inside the main shell.
   * @title 页面布局 @zh 空白页（blank，如登录）或带外壳的页面（shell）
   */
  layout: 'blank' | 'shell';
  /**
   * For `blank` pages: the width of the centred card holding the blocks (e.g. 420 for login); full width when absent.
   * @title 卡片宽度 @zh 空白页中承载区块的居中卡片宽度，单位像素
   */
  width?: number;
  /** @title 面包屑 @zh 页面顶部的导航路径 */
  breadcrumb?: Template[];
  /** @title 访问规则 @zh 谁可以打开本界面 */
  access?: Access;
  /** Initial screen state, each key an expression. @title 初始状态 @zh 界面状态的初始值，每个值是一个表达式 */
  state?: { [key: string]: Expr };
  /**
   * Keeps the work in progress (state keys, form values) as a draft on the server until it is done or discarded.
   * @title 草稿 @zh 把进行中的工作作为草稿保存在服务端
   */
  draft?: DraftSpec;
  /** Runs when the screen opens. @title 打开时动作 @zh 界面打开时执行的动作 */
  onLoad?: Action;
  /**
   * Repeats an action every N seconds while the screen is open (e.g. refresh the captcha every 60 s).
   * @title 定时动作 @zh 界面打开期间每隔若干秒执行的动作
   */
  timers?: {
    /** @title 间隔秒数 @zh 两次执行之间的秒数 */
    seconds: number;
    /** @title 动作 @zh 定时执行的动作 */
    action: Action;
  }[];
  /** @title 区块 @zh 界面中自上而下的区块 */
  blocks: Block[];
  /** @title 对话框 @zh 界面中声明的对话框，按 id 给出 */
  dialogs?: { [id: string]: DialogBlock };
}

/** The shell descriptor (`screens/shell.json`). @title 外壳描述 @zh 外壳的描述文件（screens/shell.json） */
export interface ShellDescriptor extends ShellSpec {
  /** @title 结构文件 @zh 描述文件所用 JSON Schema 的路径，供编辑器补全与检查 */
  $schema?: string;
  /** @title 标识 @zh 外壳的 id，固定为 shell */
  id: 'shell';
}
