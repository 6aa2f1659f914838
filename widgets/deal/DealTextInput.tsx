import { memo, useContext, useEffect, useRef } from 'react';
import { clsx } from 'clsx';
import { ConfigProvider } from 'antd';
import './dealTextInput.css';
import type { LayoutField } from '../../engine/deal';
import { useDealFields } from '../../engine/blocks/controllers';

const textOf = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/**
 * antd `Input`'s class names (outlined, small in cells, the error status), so the input reads like every
 * other; its look comes from `dealTextInput.css`, drawn from the theme's tokens.
 */
export function useInputClassName(small: boolean, error: boolean): string {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('input');
  return clsx(
    'yb-deal-text',
    prefixCls,
    small && `${prefixCls}-sm`,
    `${prefixCls}-outlined`,
    error && `${prefixCls}-status-error`,
  );
}

/**
 * The text input of a deal field or cell: antd `Input`'s look on a plain `<input>` that holds what is
 * typed. A keystroke writes the value to the store and re-renders nothing (the store's other readers
 * are told); a value written from elsewhere (a load, a reset, a `setValue` action, the inputs cleared
 * after a settlement) is set on the element. It re-renders only when its message comes or goes.
 */
export const DealTextInput = memo(function DealTextInput({
  id,
  domId,
  field,
  error,
  cell,
}: {
  id: string;
  domId: string;
  field: LayoutField;
  error: boolean;
  cell?: boolean;
}) {
  const { store, commit, change } = useDealFields();
  const ref = useRef<HTMLInputElement>(null);
  const className = useInputClassName(Boolean(cell), error);
  useEffect(() => {
    const sync = () => {
      const el = ref.current;
      const text = textOf(store.value(id));
      if (el && el.value !== text) el.value = text;
    };
    sync();
    return store.subscribe(id, sync);
  }, [store, id]);
  return (
    <input
      ref={ref}
      id={domId}
      className={className}
      defaultValue={textOf(store.value(id))}
      maxLength={field.maxLength}
      placeholder={field.placeholder}
      aria-label={cell ? field.label : undefined}
      aria-invalid={error || undefined}
      // Patients' numbers and codes: never offered back from the browser's history on a shared desk.
      autoComplete="off"
      onChange={(e) => change(id, e.target.value)}
      onBlur={() => commit(id)}
    />
  );
});
