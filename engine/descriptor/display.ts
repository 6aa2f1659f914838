/** Blocks that show a message, a record, buttons, text, a QR code or a result. */
import type { Button } from './actions';
import type { ColumnFormat } from './crud';
import type { Expr, Template } from './expr';

/** A conditional banner with a message template. */
export interface AlertBlock {
  type: 'alert';
  level: 'success' | 'info' | 'warning' | 'error';
  message: Template;
  description?: Template;
  visible?: Expr;
}

/** Read-only key–value list. */
export interface DescriptionsBlock {
  type: 'descriptions';
  title?: Template;
  /** The object shown (e.g. `{"var": "state.settlement"}`). */
  source: Expr;
  items: { label: Template; field: string; format?: ColumnFormat }[];
  columns?: number;
}

/** A row of buttons. */
export interface ActionsBlock {
  type: 'actions';
  buttons: Button[];
  align?: 'start' | 'center' | 'end';
}

/** Free text (a template), e.g. a welcome line. */
export interface TextBlock {
  type: 'text';
  text: Template;
  level?: 'title' | 'paragraph' | 'secondary';
  visible?: Expr;
}

/** A QR code. */
export interface QrcodeBlock {
  type: 'qrcode';
  value: Template;
  size?: number;
  caption?: Template;
}

/** A result box: a status icon, a title and a text (e.g. the answer of a reconciliation). */
export interface ResultBlock {
  type: 'result';
  status?: 'success' | 'info' | 'warning' | 'error';
  title?: Template;
  /** The text shown, e.g. `{{state.result}}`. */
  text: Template;
  visible?: Expr;
}
