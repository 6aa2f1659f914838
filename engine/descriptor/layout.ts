/** The blocks that hold other blocks (dialog, panel, tabs), and the union of every block. */
import type { Action } from './actions';
import type { DealFormBlock, EditableTableBlock, FormBlock, StepsBlock } from './blocks';
import type { Button } from './button';
import type { CrudBlock } from './crud';
import type { ChartBlock, StatisticBlock } from './dashboard';
import type {
  ActionsBlock,
  AlertBlock,
  DescriptionsBlock,
  QrcodeBlock,
  ResultBlock,
  TextBlock,
} from './display';
import type { DealEditorBlock, DescriptorEditorBlock } from './editor';
import type { Expr, SchemaRef, Template } from './expr';
import type { FormSpec } from './formSpec';
import type { BlockRef } from './refs';

/** A text, or one text per dialog mode: `{"new": "新增菜单", "edit": "修改菜单"}`. @title 分模式文字 @zh 一段文字，或新增、修改模式各一段 */
export type ModeText =
  | Template
  | {
      /** @title 新增时 @zh 新增模式下的文字 */
      new: Template;
      /** @title 修改时 @zh 修改模式下的文字 */
      edit: Template;
    };

/**
 * A modal dialog holding a form (and/or other blocks); opened by a `dialog` action, reset on close.
 * @title 对话框 @zh 包含表单或其他区块的弹出对话框，由打开对话框动作打开
 */
export interface DialogBlock extends Partial<FormSpec> {
  /** Title, one text or one per mode (new / edit). @title 标题 @zh 对话框标题，可按新增、修改模式分别设置 */
  title: ModeText;
  /** @title 宽度 @zh 对话框宽度，单位像素 */
  width?: number;
  /** OK button text, one text or one per mode. @title 确定按钮文字 @zh 确定按钮的文字，可按模式分别设置 */
  okText?: ModeText;
  /** @title 取消按钮文字 @zh 取消按钮的文字 */
  cancelText?: Template;
  /** A different schema for one mode (e.g. the update body in edit mode). @title 分模式结构 @zh 某一模式使用的另一套数据结构 */
  modeSchemas?: {
    /** @title 新增时结构 @zh 新增模式下表单的数据结构 */
    new?: SchemaRef;
    /** @title 修改时结构 @zh 修改模式下表单的数据结构 */
    edit?: SchemaRef;
  };
  /**
   * Runs after validation passes; the context has `form` and `dialog`. Without it the dialog has one close button.
   * @title 提交动作 @zh 校验通过后执行的动作，可读取 form 与 dialog
   */
  onSubmit?: Action;
  /** Blocks shown above the form (or alone). @title 区块 @zh 表单上方（或单独）显示的区块 */
  blocks?: Block[];
  /**
   * Runs whenever the dialog closes (cancel, ×, `closeDialog`, after a successful OK, or replaced by
   * another dialog), e.g. clearing the QR code it showed. A `poll` started while it was open has stopped.
   * @title 关闭后动作 @zh 对话框每次关闭时执行的动作
   */
  onClose?: Action;
  /**
   * Buttons in the footer instead of OK and cancel (several ways to finish, e.g. 下一步, 退回, 办结);
   * their context has `form` (the dialog's data) and `dialog`. Run `submit` first to validate.
   * @title 底部按钮 @zh 代替确定、取消的底部按钮，可读取 form 与 dialog
   */
  buttons?: Button[];
}

/** A titled box around other blocks. @title 面板区块 @zh 带标题的框，包含其他区块 */
export interface PanelBlock {
  /** @title 类型 @zh 区块类型：面板（panel） */
  type: 'panel';
  /** @title 标题 @zh 面板的标题 */
  title?: Template;
  /** @title 标题栏按钮 @zh 面板标题栏右侧的按钮 */
  extra?: Button[];
  /** @title 区块 @zh 面板中的区块 */
  blocks: Block[];
  /** @title 显示条件 @zh 条件成立时才显示 */
  visible?: Expr;
}

/** Tabs, each holding blocks. @title 标签页区块 @zh 多个标签页，每页包含若干区块 */
export interface TabsBlock {
  /** @title 类型 @zh 区块类型：标签页（tabs） */
  type: 'tabs';
  /** @title 标签页 @zh 固定的各个标签页 */
  items?: {
    /** @title 标签页键 @zh 标签页的唯一键 */
    key: string;
    /** @title 标签名 @zh 标签页上显示的文字 */
    label: Template;
    /** @title 区块 @zh 该标签页中的区块 */
    blocks: Block[];
  }[];
  /**
   * One tab per item of a list (e.g. the nodes of a deal); the blocks read the item as `tab`.
   * @title 动态标签页 @zh 按列表每项生成一个标签页，区块以 tab 读取该项
   */
  itemsFrom?: {
    /** @title 来源列表 @zh 生成标签页的列表，一个表达式 */
    list: Expr;
    /** @title 标签名 @zh 每个标签页的文字，可读取 tab */
    label: Template;
    /** @title 区块 @zh 每个标签页中的区块 */
    blocks: Block[];
  };
  /**
   * Leaving a tab whose form has unsaved changes asks `message`: 确定 saves the form and then switches,
   * 取消 switches without saving.
   * @title 离开确认 @zh 离开有未保存修改的标签页时先请用户确认
   */
  confirmLeave?: {
    /** @title 表单 @zh 需检查未保存修改的表单区块 id */
    form: BlockRef;
    /** @title 确认提示 @zh 确认框中的提示文字 */
    message: Template;
  };
}

/** Every block a screen can hold, chosen by `type`. @title 区块 @zh 界面可包含的区块，按类型区分 */
export type Block =
  | CrudBlock
  | FormBlock
  | PanelBlock
  | TabsBlock
  | AlertBlock
  | DescriptionsBlock
  | ActionsBlock
  | TextBlock
  | QrcodeBlock
  | DealFormBlock
  | StatisticBlock
  | ChartBlock
  | EditableTableBlock
  | ResultBlock
  | StepsBlock
  | DescriptorEditorBlock
  | DealEditorBlock;
