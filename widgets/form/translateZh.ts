import { replaceStringParameters, TranslatableString } from '@rjsf/utils';

/**
 * RJSF's own texts in Chinese: every member of `TranslatableString` (array and object templates,
 * optional objects, unsupported fields, file and date widgets…). `%1`, `%2`… are RJSF's placeholders.
 * Typed as a full record, so a member added by an RJSF upgrade fails the typecheck until translated.
 */
export const rjsfZh: Record<TranslatableString, string> = {
  [TranslatableString.ArrayItemTitle]: '项',
  [TranslatableString.MissingItems]: '缺少列表项的定义',
  [TranslatableString.EmptyArray]: '暂无数据，请点击下方按钮添加',
  [TranslatableString.YesLabel]: '是',
  [TranslatableString.NoLabel]: '否',
  [TranslatableString.CloseLabel]: '关闭',
  [TranslatableString.ErrorsLabel]: '错误',
  [TranslatableString.NewStringDefault]: '新值',
  [TranslatableString.AddButton]: '添加',
  [TranslatableString.AddItemButton]: '添加',
  [TranslatableString.CopyButton]: '复制',
  [TranslatableString.ExpandButton]: '展开循环引用',
  [TranslatableString.MoveDownButton]: '下移',
  [TranslatableString.MoveUpButton]: '上移',
  [TranslatableString.RemoveButton]: '删除',
  [TranslatableString.NowLabel]: '现在',
  [TranslatableString.ClearLabel]: '清空',
  [TranslatableString.AriaDateLabel]: '选择日期',
  [TranslatableString.PreviewLabel]: '预览',
  [TranslatableString.DecrementAriaLabel]: '减少 1',
  [TranslatableString.IncrementAriaLabel]: '增加 1',
  [TranslatableString.OptionalObjectAdd]: '填写此可选项',
  [TranslatableString.OptionalObjectRemove]: '清除此可选项',
  [TranslatableString.OptionalObjectEmptyMsg]: '此可选项未填写',
  [TranslatableString.Type]: '类型',
  [TranslatableString.Value]: '值',
  [TranslatableString.ClearButton]: '清空',
  [TranslatableString.UnknownFieldType]: '未知的字段类型 %1',
  [TranslatableString.OptionPrefix]: '选项 %1',
  [TranslatableString.TitleOptionPrefix]: '%1 选项 %2',
  [TranslatableString.KeyLabel]: '%1 键名',
  [TranslatableString.DeprecatedLabel]: '%1（已弃用）',
  [TranslatableString.CycleDetected]: '字段“%1”存在循环引用，可展开到下一层',
  [TranslatableString.InvalidObjectField]: '对象字段“%1”的配置无效：_%2_。',
  [TranslatableString.UnsupportedField]: '不支持的字段定义。',
  [TranslatableString.UnsupportedFieldWithId]: '字段 `%1` 的定义不受支持。',
  [TranslatableString.UnsupportedFieldWithReason]: '不支持的字段定义：_%1_。',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: '字段 `%1` 的定义不受支持：_%2_。',
  [TranslatableString.FilesInfo]: '**%1**（%2，%3 字节）',
};

/** The form's `translateString`: the Chinese text with RJSF's `%1`… placeholders filled in. */
export const translateZh = (key: TranslatableString, params?: string[]): string =>
  replaceStringParameters(rjsfZh[key] ?? key, params);
