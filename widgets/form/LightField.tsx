import { createContext, useContext, type ReactNode } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import type { InputProps } from 'antd';

/** Whether the light form's item around a widget shows a message (`LightItem`); undefined elsewhere. */
export const LightFieldContext = createContext<{ error: boolean } | undefined>(undefined);

/**
 * The props an antd input takes inside a light form's item, as inside antd's Form.Item: the error status
 * and the feedback icon (always a suffix, so the input keeps its shape when the icon comes). Outside a
 * light item (RJSF's antd theme, whose Form.Item does this itself): none.
 */
export function useLightField(): { status?: InputProps['status']; suffix?: ReactNode } {
  const field = useContext(LightFieldContext);
  if (!field) return {};
  return {
    status: field.error ? 'error' : undefined,
    suffix: field.error ? (
      <span className="ant-form-item-feedback-icon ant-form-item-feedback-icon-error">
        <CloseCircleFilled />
      </span>
    ) : (
      // Nothing drawn, yet a suffix: antd keeps the input's wrapper, so the caret stays when the icon comes.
      <></>
    ),
  };
}
