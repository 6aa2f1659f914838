import type { ComponentType } from 'react';
import { HolderOutlined } from '@ant-design/icons';
import type { ArrayFieldItemTemplateProps, RJSFSchema } from '@rjsf/utils';
import { sameList } from '../../../engine/blocks/controllers/dealEditor/dealMetaFormEdit';
import type { SchemaFormContext } from '../../form/formContext';
import { templates, type Data } from '../designer/formParts';
import type { DealFormContext } from './dealFieldWidgets';

type Props = ArrayFieldItemTemplateProps<Data, RJSFSchema, SchemaFormContext>;
const ThemeItem = templates.ArrayFieldItemTemplate as ComponentType<Props>;

/**
 * A list item of the deal editor's 表单 that moves by drag (its 拖动排序 handle) within its own list; the
 * keyboard's way is the item's 上移 and 下移.
 */
export function DraggableItem(props: Props) {
  const { drag } = (props.registry.formContext as DealFormContext).deal;
  const path = props.buttonsProps.fieldPathId.path;
  const still = props.disabled || props.readonly;
  return (
    <div
      onDragOver={(e) => {
        const from = drag.current;
        if (from && sameList(from, path)) e.preventDefault();
      }}
      onDrop={(e) => {
        const from = drag.current;
        if (!from || !sameList(from, path)) return;
        e.preventDefault();
        e.stopPropagation();
        drag.drop(from, props.index);
      }}
    >
      {!still && (
        <span
          role="img"
          aria-label="拖动排序"
          title="拖动排序"
          draggable
          style={{ cursor: 'grab' }}
          onDragStart={(e) => {
            e.stopPropagation();
            e.dataTransfer?.setData('text/plain', props.buttonsProps.fieldPathId.$id);
            drag.current = path;
          }}
          onDragEnd={() => (drag.current = undefined)}
        >
          <HolderOutlined />
        </span>
      )}
      <ThemeItem {...props} />
    </div>
  );
}
