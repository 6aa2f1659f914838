/**
 * Deals (numbered transactions of the national interface): the deal list and the deal metadata the
 * console turns into forms.
 */
/** How a property is entered: INPUT text, SELECT from options, DATE8 date, DATE14 date-time. */
export const DEAL_FORM_TYPES = ['INPUT', 'SELECT', 'DATE8', 'DATE14'] as const;
/** DOWNLOAD deals deliver a file to import; DOWNJSON deals deliver rows posted to downLoadJson. */
export const DEAL_TYPES = ['DOWNLOAD', 'DOWNJSON', ''] as const;

export interface DealOption {
  name: string;
  value: string;
}

export interface DealProperty {
  /** Field name of the national interface, e.g. `psn_no`. */
  name: string;
  /** Label, e.g. 人员编号. */
  comment: string;
  formType: (typeof DEAL_FORM_TYPES)[number];
  require: boolean;
  /** The message shown when a required value is missing, e.g. 请输入人员编号. */
  tip: string;
  /** Maximum length (C30 → 30; N16,2 → 16). */
  length: number;
  /** Code list of a SELECT. */
  options?: DealOption[];
  /** A number field's digits (N16,2 → precision 16, scale 2 decimals): the form checks it as it is left. */
  numeric?: DealNumeric;
  /**
   * The code list a SELECT's options come from, by name (a national code list or a base-info list,
   * docs/domain.md); `options` then holds its codes as they were when the version was written.
   */
  codeList?: string;
  /** A regular expression (JSON Schema `pattern`, unanchored unless it says `^…$`) the value must match. */
  pattern?: string;
  /** The message shown when the value does not match `pattern`, e.g. 发票号应为8至20位数字或字母. */
  patternMessage?: string;
  /** The value a new form starts with. */
  default?: string;
  /** The group of the form the field is drawn in (fields of one group together, in their order). */
  group?: string;
  /** The widget the field is entered with, when not its formType's (e.g. `textarea` for a long text). */
  widget?: DealWidgetHint;
}

/** The widgets a property may ask for (`widget`). */
export const DEAL_WIDGET_HINTS = ['text', 'textarea', 'select', 'date', 'datetime'] as const;
export type DealWidgetHint = (typeof DEAL_WIDGET_HINTS)[number];

/** The digits of a number field: `precision` in all, `scale` of them decimals. */
export interface DealNumeric {
  precision: number;
  scale: number;
}

export interface DealNode {
  nodeName: string;
  title: string;
  /** The node is a list of rows (an editable table on input, a table on output). */
  array: boolean;
  properties: DealProperty[];
}

export interface DealMeta {
  dealName: string;
  comment: string;
  dealType: (typeof DEAL_TYPES)[number];
  reqNodeNames: string[];
  reqProperties: DealNode[];
  resProperties: DealNode[];
}

const propertySchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: '字段名' },
    comment: { type: 'string', title: '字段说明' },
    formType: { type: 'string', title: '录入方式', enum: [...DEAL_FORM_TYPES] },
    require: { type: 'boolean', title: '是否必填' },
    tip: { type: 'string', title: '提示' },
    length: { type: 'integer', title: '长度' },
    numeric: {
      type: 'object',
      title: '数字位数',
      description: '数字字段：precision 总位数，scale 其中的小数位数（N16,2 → 16, 2）',
      properties: {
        precision: { type: 'integer', title: '总位数' },
        scale: { type: 'integer', title: '小数位数' },
      },
      required: ['precision', 'scale'],
    },
    codeList: { type: 'string', title: '代码表', description: '选择后，选项取该代码表的代码' },
    pattern: { type: 'string', title: '格式（正则表达式）' },
    patternMessage: { type: 'string', title: '格式错误提示' },
    default: { type: 'string', title: '默认值' },
    group: { type: 'string', title: '分组' },
    widget: { type: 'string', title: '录入控件', enum: [...DEAL_WIDGET_HINTS] },
    options: {
      type: 'array',
      title: '选项',
      items: {
        type: 'object',
        properties: { name: { type: 'string', title: '名称' }, value: { type: 'string', title: '代码' } },
        required: ['name', 'value'],
      },
    },
  },
  required: ['name', 'comment', 'formType', 'require', 'tip', 'length'],
} as const;

const nodeSchema = {
  type: 'object',
  properties: {
    nodeName: { type: 'string', title: '节点名' },
    title: { type: 'string', title: '节点说明' },
    array: { type: 'boolean', title: '是否列表' },
    properties: { type: 'array', title: '字段', items: propertySchema },
  },
  required: ['nodeName', 'title', 'array', 'properties'],
} as const;

export const DealMetaSchema = {
  $id: 'DealMeta',
  type: 'object',
  title: '交易元数据',
  properties: {
    dealName: { type: 'string', title: '交易编号' },
    comment: { type: 'string', title: '交易名称' },
    dealType: { type: 'string', title: '交易类型', enum: [...DEAL_TYPES] },
    reqNodeNames: {
      type: 'array',
      title: '输入节点名',
      description: '与输入节点的节点名一致，依次排列',
      items: { type: 'string' },
    },
    reqProperties: { type: 'array', title: '输入节点', items: nodeSchema },
    resProperties: { type: 'array', title: '输出节点', items: nodeSchema },
  },
  required: ['dealName', 'comment', 'dealType', 'reqNodeNames', 'reqProperties', 'resProperties'],
} as const;

/** A deal of the deal list. */
export const Deal = {
  $id: 'Deal',
  type: 'object',
  title: '交易',
  properties: {
    dealName: { type: 'string', title: '交易编号' },
    comment: { type: 'string', title: '交易名称' },
    nodes: { type: 'array', title: '节点', items: { type: 'string' } },
    dealType: { type: 'string', title: '交易类型', enum: [...DEAL_TYPES] },
  },
  required: ['dealName', 'comment', 'nodes', 'dealType'],
} as const;
