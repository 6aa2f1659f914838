import { DeleteOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { getUiOptions, TranslatableString, type IconButtonProps } from '@rjsf/utils';

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
