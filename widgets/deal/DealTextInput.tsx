import { memo, useContext, useEffect, useRef } from 'react';
import { clsx } from 'clsx';
import { ConfigProvider } from 'antd';
import { useSharedStyle } from 'antd/es/input/style';
import { cssVarRootCls } from '../antdClasses';
import type { LayoutField } from '../../engine/deal';
import { useDealFields } from '../../engine/blocks/controllers';

const textOf = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** antd `Input`'s classes (outlined, small in cells, the error status) and its styles, registered once. */
export function useInputClassName(small: boolean, error: boolean): string {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('input');
  const rootCls = cssVarRootCls(prefixCls);
  const [hashId, cssVarCls] = useSharedStyle(prefixCls);
  return clsx(
    prefixCls,
    small && `${prefixCls}-sm`,
    hashId,
    `${prefixCls}-outlined`,
    error && `${prefixCls}-status-error`,
    cssVarCls,
    rootCls,
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
      className={`yb-deal-text ${className}`}
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
