/**
 * The actions that run no other action: dialogs, forms, navigation, refreshing, messages, the session and
 * the desktop client.
 */
import type { Expr, Mapping, Template } from './expr';
import type { BlockRef, DialogRef, RouteRef, WindowUrl } from './refs';

/** Opens a dialog declared in the screen's `dialogs`. @title 打开对话框 @zh 打开界面 dialogs 中声明的对话框 */
export interface DialogAction {
  /** @title 类型 @zh 动作类型：打开对话框（dialog） */
  type: 'dialog';
  /** @title 对话框 @zh 要打开的对话框 id */
  dialog: DialogRef;
  /** new or edit; the dialog's title and button may depend on it. @title 对话框模式 @zh 新增（new）或修改（edit），标题与按钮可随之不同 */
  mode?: 'new' | 'edit';
  /** Initial form data of the dialog (e.g. `{"var": "row"}`). @title 初始数据 @zh 对话框表单的初始数据，一个表达式（如当前行） */
  dataFrom?: Expr;
  /**
   * Open it over the dialog already open (a picker over a form dialog) instead of replacing it; closing
   * it returns to the dialog below, whose form keeps its data.
   * @title 叠加打开 @zh 在已打开的对话框之上打开，关闭后回到下层对话框
   */
  stack?: boolean;
}

/**
 * Closes the topmost dialog (the one the action runs in), or every open dialog with `all`.
 * @title 关闭对话框 @zh 关闭最上层对话框，或关闭全部对话框
 */
export interface CloseDialogAction {
  /** @title 类型 @zh 动作类型：关闭对话框（closeDialog） */
  type: 'closeDialog';
  /** Close the dialogs below it too (a picker that finished its form dialog's work). @title 全部关闭 @zh 同时关闭下层的对话框 */
  all?: boolean;
}

/** Validates the surrounding form and runs its `onSubmit`. @title 提交表单 @zh 校验所在表单并执行其提交动作 */
export interface SubmitAction {
  /** @title 类型 @zh 动作类型：提交表单（submit） */
  type: 'submit';
  /** The id of the form block; defaults to the nearest one. @title 目标表单 @zh 表单区块的 id；不填则为最近的表单 */
  form?: BlockRef;
}

/** Goes to another route. @title 跳转页面 @zh 跳转到另一个路由 */
export interface NavigateAction {
  /** @title 类型 @zh 动作类型：跳转页面（navigate） */
  type: 'navigate';
  /** A route, or an expression giving one (e.g. the first menu item). @title 目标路由 @zh 要跳转的路由，或给出路由的表达式 */
  to:
    | RouteRef
    | {
        /** @title 路由表达式 @zh 求值得到目标路由的表达式 */
        expr: Expr;
      };
  /** @title 查询参数 @zh 跳转时带上的地址栏参数，每个值是一个表达式 */
  query?: Mapping;
  /** @title 替换历史 @zh 替换当前历史记录，返回时不再回到本页 */
  replace?: boolean;
}

/**
 * Opens a URL in a new window (a relative path, or http(s) to the console's origin or an allowed host).
 * @title 打开新窗口 @zh 在新窗口打开一个地址
 */
export interface OpenWindowAction {
  /** @title 类型 @zh 动作类型：打开新窗口（openWindow） */
  type: 'openWindow';
  /** @title 地址 @zh 新窗口打开的地址，可含占位符 */
  url: WindowUrl;
}

/**
 * Reloads a block (crud list, captcha, …) by id; without target, every list of the screen.
 * @title 刷新区块 @zh 按 id 重新加载区块；不填则刷新界面的所有列表
 */
export interface RefreshAction {
  /** @title 类型 @zh 动作类型：刷新区块（refresh） */
  type: 'refresh';
  /** @title 目标区块 @zh 要刷新的区块 id；不填则刷新所有列表 */
  target?: BlockRef;
}

/** Ends the session: calls the logout route, clears storage and goes to /login. @title 退出登录 @zh 结束会话并回到登录页 */
export interface LogoutAction {
  /** @title 类型 @zh 动作类型：退出登录（logout） */
  type: 'logout';
}

/** Stores a login answer (token, user) as the session and loads the menu tree. @title 建立会话 @zh 保存登录应答（令牌、用户）为会话并加载菜单 */
export interface SessionAction {
  /** @title 类型 @zh 动作类型：建立会话（session） */
  type: 'session';
  /** @title 登录应答 @zh 给出登录应答的表达式 */
  from: Expr;
}

/** Shows a message. @title 消息提示 @zh 在页面顶部显示一条消息 */
export interface ToastAction {
  /** @title 类型 @zh 动作类型：消息提示（toast） */
  type: 'toast';
  /** @title 级别 @zh 成功、信息、警告或错误 */
  level: 'success' | 'info' | 'warning' | 'error';
  /** @title 提示文字 @zh 显示的消息文字 */
  message: Template;
}

/** Shows a modal alert and waits for it to be closed. @title 弹窗提示 @zh 显示一个提示框，关闭后再继续 */
export interface AlertAction {
  /** @title 类型 @zh 动作类型：弹窗提示（alert） */
  type: 'alert';
  /** @title 提示文字 @zh 提示框中的文字 */
  message: Template;
  /** @title 标题 @zh 提示框的标题 */
  title?: Template;
}

/**
 * Stops the action with an error message (a local rule such as 当前机构管理员，不能删除自己！).
 * @title 中止并报错 @zh 以一条错误消息中止动作（本地规则）
 */
export interface FailAction {
  /** @title 类型 @zh 动作类型：中止并报错（fail） */
  type: 'fail';
  /** @title 错误消息 @zh 显示的错误消息 */
  message: Template;
  /** @title 级别 @zh 错误（error）或警告（warning） */
  level?: 'error' | 'warning';
}

/**
 * Calls the desktop client (card reader, face scan…); without a client it fails with 未安装.
 * @title 调用客户端 @zh 调用桌面客户端（读卡、刷脸等）；未安装时报错
 */
export interface DesktopAction {
  /** @title 类型 @zh 动作类型：调用客户端（desktop） */
  type: 'desktop';
  /** @title 客户端命令 @zh 发给桌面客户端的命令名 */
  command: string;
}

/** Clears a form back to its defaults (e.g. the deal inputs after a successful deal). @title 重置表单 @zh 把表单恢复为默认值 */
export interface ResetFormAction {
  /** @title 类型 @zh 动作类型：重置表单（resetForm） */
  type: 'resetForm';
  /** The id of the form block; defaults to the nearest one. @title 目标表单 @zh 表单区块的 id；不填则为最近的表单 */
  form?: BlockRef;
}

/** Aborts the screen's requests in flight (the cancel button of a long call). @title 取消请求 @zh 中止界面正在进行的请求 */
export interface CancelAction {
  /** @title 类型 @zh 动作类型：取消请求（cancel） */
  type: 'cancel';
}

/**
 * The screen's draft (its `draft`): `save` it now (the toast `success`, default 草稿已保存); `discard` it
 * (dropped on the server, the kept state keys and forms back to their start; toast `success` when given);
 * `done`: the work went through (a reconciliation ran), so the draft is dropped and the screen as it
 * stands is not saved again until it changes.
 * @title 草稿操作 @zh 保存、丢弃或完成界面的草稿
 */
export interface DraftAction {
  /** @title 类型 @zh 动作类型：草稿操作（draft） */
  type: 'draft';
  /** @title 操作 @zh 保存（save）、丢弃（discard）或完成（done）草稿 */
  op: 'save' | 'discard' | 'done';
  /** @title 成功提示 @zh 操作完成后的提示文字 */
  success?: Template;
}
