import type { Action } from './actions';
import type { Expr, Template } from './expr';
import type { IconRef } from './refs';

/** A button bound to an action. @title 按钮 @zh 绑定一个动作的按钮 */
export interface Button {
  /** @title 按钮文字 @zh 按钮上显示的文字 */
  label: Template;
  /** @title 点击动作 @zh 点击按钮时执行的动作 */
  action: Action;
  /** Hidden unless true. @title 显示条件 @zh 条件成立时才显示按钮 */
  visible?: Expr;
  /** Disabled unless true. @title 可用条件 @zh 条件成立时按钮才可用 */
  enabled?: Expr;
  /** Why the button is disabled: shown as its tooltip while `enabled` is false. @title 不可用原因 @zh 按钮不可用时作为悬浮提示显示的原因 */
  reason?: Template;
  /** @title 按钮样式 @zh 主要、默认、虚线、链接、文字或危险样式 */
  kind?: 'primary' | 'default' | 'dashed' | 'link' | 'text' | 'danger';
  /** An icon name from the icon set (e.g. `PlusOutlined`). @title 图标 @zh 图标库中的图标名，如 PlusOutlined */
  icon?: IconRef;
  /** Shows a loading state while the action runs. @title 显示加载中 @zh 动作执行期间按钮显示加载状态 */
  loading?: boolean;
}
