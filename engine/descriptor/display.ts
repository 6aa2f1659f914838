/** Blocks that show a message, a record, buttons, text, a QR code or a result. */
import type { Button } from './button';
import type { ColumnFormat } from './crud';
import type { Expr, Template } from './expr';

/** A conditional banner with a message template. @title 提示区块 @zh 按条件显示的提示横幅 */
export interface AlertBlock {
  /** @title 类型 @zh 区块类型：提示（alert） */
  type: 'alert';
  /** @title 级别 @zh 成功、信息、警告或错误 */
  level: 'success' | 'info' | 'warning' | 'error';
  /** @title 提示文字 @zh 横幅的主要文字 */
  message: Template;
  /** @title 补充说明 @zh 主要文字下方的说明 */
  description?: Template;
  /** @title 显示条件 @zh 条件成立时才显示 */
  visible?: Expr;
}

/** Read-only key–value list. @title 详情区块 @zh 只读的标签与值列表 */
export interface DescriptionsBlock {
  /** @title 类型 @zh 区块类型：详情（descriptions） */
  type: 'descriptions';
  /** @title 标题 @zh 详情上方的标题 */
  title?: Template;
  /** The object shown (e.g. `{"var": "state.settlement"}`). @title 数据来源 @zh 要显示的对象，一个表达式 */
  source: Expr;
  /** @title 显示项 @zh 每项一个标签与值 */
  items: {
    /** @title 标签 @zh 显示项的标签文字 */
    label: Template;
    /** @title 字段 @zh 数据对象中的属性名（可用点号路径） */
    field: string;
    /** @title 显示格式 @zh 代码映射、金额、日期或字典 */
    format?: ColumnFormat;
  }[];
  /** @title 每行项数 @zh 每行显示的项数 */
  columns?: number;
}

/** A row of buttons. @title 按钮组区块 @zh 一行按钮 */
export interface ActionsBlock {
  /** @title 类型 @zh 区块类型：按钮组（actions） */
  type: 'actions';
  /** @title 按钮 @zh 这一行的按钮 */
  buttons: Button[];
  /** @title 对齐 @zh 靠左（start）、居中（center）或靠右（end） */
  align?: 'start' | 'center' | 'end';
}

/** Free text (a template), e.g. a welcome line. @title 文本区块 @zh 一段文字，如欢迎语 */
export interface TextBlock {
  /** @title 类型 @zh 区块类型：文本（text） */
  type: 'text';
  /** @title 文字 @zh 显示的文字，可含占位符 */
  text: Template;
  /** @title 样式 @zh 标题（title）、正文（paragraph）或次要（secondary） */
  level?: 'title' | 'paragraph' | 'secondary';
  /** @title 显示条件 @zh 条件成立时才显示 */
  visible?: Expr;
}

/** A QR code. @title 二维码区块 @zh 显示一个二维码 */
export interface QrcodeBlock {
  /** @title 类型 @zh 区块类型：二维码（qrcode） */
  type: 'qrcode';
  /** @title 二维码内容 @zh 二维码编码的文字 */
  value: Template;
  /** @title 尺寸 @zh 二维码边长，单位像素 */
  size?: number;
  /** @title 说明文字 @zh 二维码下方的文字 */
  caption?: Template;
}

/** A result box: a status icon, a title and a text (e.g. the answer of a reconciliation). @title 结果区块 @zh 状态图标、标题与文字组成的结果框 */
export interface ResultBlock {
  /** @title 类型 @zh 区块类型：结果（result） */
  type: 'result';
  /** @title 状态 @zh 成功、信息、警告或错误 */
  status?: 'success' | 'info' | 'warning' | 'error';
  /** @title 标题 @zh 结果的标题 */
  title?: Template;
  /** The text shown, e.g. `{{state.result}}`. @title 文字 @zh 结果中显示的文字，可含占位符 */
  text: Template;
  /** @title 显示条件 @zh 条件成立时才显示 */
  visible?: Expr;
}
