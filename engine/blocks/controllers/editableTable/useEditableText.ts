import { useCallback } from 'react';
import type { EditableTableBlock } from '../../../descriptor';
import type { ActionContext } from '../../../actions';
import { renderTemplate } from '../../../expr';
import { editableTexts } from './editableRows';
import type { EditableText } from './editableTableTypes';

/** An editable table's texts: the block's messages and labels, or the defaults, rendered. */
export function useEditableText(block: EditableTableBlock, ctx: ActionContext): EditableText {
  return useCallback(
    (key: keyof typeof editableTexts, column?: string) => {
      const given =
        key === 'incomplete' || key === 'cell' || key === 'empty'
          ? block.messages?.[key]
          : block.labels?.[key];
      return renderTemplate(given ?? editableTexts[key], { ...ctx, column });
    },
    [block.messages, block.labels, ctx],
  );
}
