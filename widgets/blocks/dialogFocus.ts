import { useCallback, useEffect, useRef, useState } from 'react';

/** The elements a dialog may start in: its fields (never the × or a button). */
const FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/** The first field of `root` that takes typing or a choice: enabled, editable, in the tab order. */
export function firstField(root: ParentNode): HTMLElement | null {
  for (const el of root.querySelectorAll<HTMLInputElement>(FIELD)) {
    if (el.tabIndex < 0 || el.closest('[aria-hidden="true"], [hidden]')) continue;
    // A select's or picker's input may be read-only: it still takes the choice.
    if (el.readOnly && el.getAttribute('role') !== 'combobox') continue;
    return el;
  }
  return null;
}

const focused = (): HTMLElement | null =>
  document.activeElement instanceof HTMLElement && document.activeElement !== document.body
    ? document.activeElement
    : null;

/**
 * The focus of an open dialog (docs/descriptor.md, how every form behaves): it opens with the focus on
 * its first field, not on ×; once it closes (确定, 取消, Esc, ×) the focus goes back to what had it
 * when it opened, the button that opened it. The dialog unmounts on close, so antd's own return of the
 * focus (after its closing motion) never runs. `body` goes on the element holding the dialog's
 * content; `afterOpenChange` on the Modal (a field drawn during the opening motion is focused then).
 */
export function useDialogFocus() {
  const [opener] = useState(focused);
  const body = useRef<HTMLDivElement>(null);
  const focusFirst = useCallback(() => {
    const root = body.current;
    if (root && !root.contains(document.activeElement)) firstField(root)?.focus();
  }, []);
  useEffect(() => {
    focusFirst();
    return () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [focusFirst, opener]);
  const afterOpenChange = useCallback((open: boolean) => void (open && focusFirst()), [focusFirst]);
  return { body, afterOpenChange };
}
