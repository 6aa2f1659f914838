import { DeleteOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { getUiOptions, TranslatableString, englishStringTranslator, type IconButtonProps } from '@rjsf/utils';

/** RJSF's own texts in Chinese (array buttons, empty lists, yes/no…). */
const ZH: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: '项',
  [TranslatableString.EmptyArray]: '暂无数据，请点击下方按钮添加',
  [TranslatableString.YesLabel]: '是',
  [TranslatableString.NoLabel]: '否',
  [TranslatableString.CloseLabel]: '关闭',
  [TranslatableString.ErrorsLabel]: '错误',
  [TranslatableString.AddButton]: '添加',
  [TranslatableString.AddItemButton]: '添加',
  [TranslatableString.CopyButton]: '复制',
  [TranslatableString.MoveDownButton]: '下移',
  [TranslatableString.MoveUpButton]: '上移',
  [TranslatableString.RemoveButton]: '删除',
  [TranslatableString.ClearButton]: '清空',
  [TranslatableString.NowLabel]: '现在',
  [TranslatableString.ClearLabel]: '清空',
  [TranslatableString.AriaDateLabel]: '选择日期',
};

export const translateZh = (key: TranslatableString, params?: string[]): string =>
  ZH[key] ?? englishStringTranslator(key, params);

/** The array's add button, with its text from `ui:options.addText` (e.g. 添加参数). */
export function AddButton(props: IconButtonProps) {
  const { registry, uiSchema, onClick, disabled, className } = props;
  const text = getUiOptions(uiSchema).addText as string | undefined;
  return (
    <Button
      type="dashed"
      block
      icon={<PlusCircleOutlined />}
      onClick={onClick}
      disabled={disabled}
      className={className}
    >
      {text ?? registry.translateString(TranslatableString.AddItemButton)}
    </Button>
  );
}

/** An item's remove button, with its text from the item's `ui:options.removeText` (e.g. 删除参数). */
export function RemoveButton(props: IconButtonProps) {
  const { registry, uiSchema, onClick, disabled, className } = props;
  const text = getUiOptions(uiSchema).removeText as string | undefined;
  return (
    <Button danger icon={<DeleteOutlined />} onClick={onClick} disabled={disabled} className={className}>
      {text ?? registry.translateString(TranslatableString.RemoveButton)}
    </Button>
  );
}
