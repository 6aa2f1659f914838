/** The blocks that hold other blocks (dialog, panel, tabs), and the union of every block. */
import type { Action, Button } from './actions';
import type { DealFormBlock, EditableTableBlock, FormBlock, FormSpec, StepsBlock } from './blocks';
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
import type { DescriptorEditorBlock } from './editor';
import type { Expr, SchemaRef, Template } from './expr';
import type { BlockRef } from './refs';

/** A text, or one text per dialog mode: `{"new": "新增菜单", "edit": "修改菜单"}`. */
export type ModeText = Template | { new: Template; edit: Template };

/** A modal dialog holding a form (and/or other blocks); opened by a `dialog` action, reset on close. */
export interface DialogBlock extends Partial<FormSpec> {
  /** Title, one text or one per mode (new / edit). */
  title: ModeText;
  width?: number;
  /** OK button text, one text or one per mode. */
  okText?: ModeText;
  cancelText?: Template;
  /** A different schema for one mode (e.g. the update body in edit mode). */
  modeSchemas?: { new?: SchemaRef; edit?: SchemaRef };
  /** Runs after validation passes; the context has `form` and `dialog`. Without it the dialog has one close button. */
  onSubmit?: Action;
  /** Blocks shown above the form (or alone). */
  blocks?: Block[];
  /**
   * Runs whenever the dialog closes (cancel, ×, `closeDialog`, after a successful OK, or replaced by
   * another dialog), e.g. clearing the QR code it showed. A `poll` started while it was open has stopped.
   */
  onClose?: Action;
  /**
   * Buttons in the footer instead of OK and cancel (several ways to finish, e.g. 下一步, 退回, 办结);
   * their context has `form` (the dialog's data) and `dialog`. Run `submit` first to validate.
   */
  buttons?: Button[];
}

/** A titled box around other blocks. */
export interface PanelBlock {
  type: 'panel';
  title?: Template;
  extra?: Button[];
  blocks: Block[];
  visible?: Expr;
}

/** Tabs, each holding blocks. */
export interface TabsBlock {
  type: 'tabs';
  items?: { key: string; label: Template; blocks: Block[] }[];
  /** One tab per item of a list (e.g. the nodes of a deal); the blocks read the item as `tab`. */
  itemsFrom?: { list: Expr; label: Template; blocks: Block[] };
  /**
   * Leaving a tab whose form has unsaved changes asks `message`: 确定 saves the form and then switches,
   * 取消 switches without saving.
   */
  confirmLeave?: { form: BlockRef; message: Template };
}

/** Every block a screen can hold, chosen by `type`. */
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
  | DescriptorEditorBlock;
