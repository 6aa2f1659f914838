import type { JsonSchema } from '../schema';

/** The widget a deal field is entered with (the `ui:widget` the converter writes). */
export type DealWidget = 'text' | 'textarea' | 'select' | 'date' | 'datetime';

/** When a field's message is refreshed: when it is left (text) or as soon as it changes (choices). */
export type DealTrigger = 'blur' | 'change';

/** The converter's output: the input form and the read-only output, as JSON Schema. */
export interface DealSchemas {
  /** The dealInput: one property per input node, keyed by nodeName. */
  schema: JsonSchema;
  /** RJSF uiSchema of `schema`: order, widgets, placeholders, the trigger of each field. */
  uiSchema: Record<string, unknown>;
  /** The dealOutput: one read-only property per output node. */
  outputSchema: JsonSchema;
}

/** A code list entry of a select, as `{value, label}`. */
export interface DealChoice {
  value: string;
  label: string;
}

/** One field of an input node, as the form renderer draws it. */
export interface LayoutField {
  name: string;
  label: string;
  widget: DealWidget;
  trigger: DealTrigger;
  required: boolean;
  placeholder: string;
  maxLength?: number;
  /** The titled group the field is drawn in (its fields are next to each other in the layout). */
  group?: string;
  /** The value a new form (and a new row) starts with. */
  default?: string;
  choices: DealChoice[];
}

/** One input node: a block of fields, or an editable table when `array`. */
export interface LayoutNode {
  name: string;
  title: string;
  array: boolean;
  fields: LayoutField[];
}

/** One output node: a key–value list for an object, a table for a list. */
export interface OutputNodeView {
  name: string;
  title: string;
  kind: 'descriptions' | 'table';
  fields: { name: string; label: string; codes?: Record<string, string> }[];
}

/** The dealInput (or dealOutput): node name → object, or rows for an array node. */
export type DealData = Record<string, unknown>;

/** Messages of a failed validation, by data path (`data.psn_no`, `diseinfo.2.diag_code`, `diseinfo`). */
export type DealErrors = Record<string, string>;

/** A deal's validator: null when valid, else the messages by data path. Compiled node by node on first use. */
export interface DealValidate {
  /** The whole dealInput (a submit). */
  (data: DealData): DealErrors | null;
  /** One node's value (a field left or changed); the messages are under `node.…`. */
  node(name: string, value: unknown): DealErrors | null;
  /** Compiles the next node not compiled yet (idle time); false once every node is. */
  warmNext(): boolean;
}

/** Everything the console derives from one deal's metadata, cached per deal (`convertDeal`). */
export interface ConvertedDeal extends DealSchemas {
  /** dealName + hash of the metadata. */
  key: string;
  layout: LayoutNode[];
  output: OutputNodeView[];
  validate: DealValidate;
}
