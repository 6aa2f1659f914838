import { useContext, useState } from 'react';
import { ConfigProvider } from 'antd';
import type { FieldWidgetProps } from './widgetTypes';
import './lightForm.css';

/** Whether the focus came from the keyboard (false where the selector is unknown). */
function focusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * A segmented switch over an enum with titles (the login mode: 密码登录 / 验证码登录); validates on
 * change. Drawn as antd's Segmented draws it (its class names, and its look from the theme's tokens in
 * `lightForm.css`: a radio group of labelled radios), without its per-option tooltips and sliding
 * thumb, whose popup code would be a tenth of the login page's first paint.
 */
export function SegmentedWidget({
  id,
  label,
  value,
  disabled,
  readonly,
  onChange,
  onBlur,
  options,
}: FieldWidgetProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('segmented');
  const [focused, setFocused] = useState<string | null>(null);
  const off = Boolean(disabled || readonly);
  const current = value === undefined || value === null ? undefined : String(value);
  const root = ['yb-segmented', prefix, `${prefix}-block`];
  if (off) root.push(`${prefix}-disabled`);
  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={label}
      aria-orientation="horizontal"
      className={root.join(' ')}
    >
      <div className={`${prefix}-group`}>
        {(options.enumOptions ?? []).map((o) => {
          const key = String(o.value);
          const item = [`${prefix}-item`];
          if (key === current) item.push(`${prefix}-item-selected`, `${prefix}-item-selected-text`);
          if (key === focused) item.push(`${prefix}-item-focused`);
          if (off) item.push(`${prefix}-item-disabled`);
          return (
            <label key={key} className={item.join(' ')}>
              <input
                name={id}
                className={`${prefix}-item-input`}
                type="radio"
                disabled={off}
                checked={key === current}
                onChange={() => {
                  onChange(o.value);
                  onBlur(id, o.value);
                }}
                // The focus ring only for the keyboard, as antd draws it.
                onFocus={(e) => setFocused(focusVisible(e.currentTarget) ? key : null)}
                onBlur={() => setFocused(null)}
              />
              <div className={`${prefix}-item-label`} title={o.label}>
                {o.label}
              </div>
            </label>
          );
        })}
      </div>
    </div>
  );
}
