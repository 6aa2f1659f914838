import { validationMessages as shared } from '../../schemas/messages';

/**
 * The zh-CN texts of generated deal forms. The rules every form shares are worded once, in the
 * schemas' message table (`schemas/messages.ts`); the deal forms add their own.
 */
export const dealMessages = {
  /** Fallback of a required text without a tip. */
  required: shared.required,
  /** Fallback of a required choice (select, date) without a tip. */
  requiredChoice: shared.requiredChoice,
  maxLength: shared.maxLength,
  notText: (label: string) => `${label}须为文本`,
  /** A value not matching the field's `pattern` when the metadata gives no `patternMessage`. */
  pattern: shared.pattern,
  /** A number field whose text is no plain number of its digits (57.005 for N16,2). */
  numeric: shared.numeric,
  choice: shared.enum,
  date: (label: string) => `${label}格式应为 YYYY-MM-DD`,
  dateTime: (label: string) => `${label}格式应为 YYYY-MM-DD HH:mm:ss`,
  /** An input list saved without rows (请填写入院诊断信息 for 2401's diseinfo). */
  arrayEmpty: (title: string) => `请填写${title}`,
  /** A row with an empty cell ('please complete info'). */
  rowIncomplete: '请完善信息',
  /** An output list without rows. */
  emptyOutput: '暂未查询到相关信息',
  addRow: '新增一行',
  deleteRow: '删除',
  rowNumber: '序号',
  actions: '操作',
  metaFailed: '交易元数据加载失败',
  /** Metadata given as a value (a draft) that cannot be drawn. */
  metaInvalid: '交易元数据不完整，暂时无法预览',
} as const;
