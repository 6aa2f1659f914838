import type { FormEvent } from 'react';

/** Input types in which Enter ends the typing (a one-line text box). */
const TEXT_TYPES = new Set(['text', 'password', 'email', 'tel', 'number', 'search', 'url']);
/** Inputs that belong to a picker: there Enter confirms the picker. */
const PICKER = '.ant-picker, .ant-select, .ant-cascader, [role="combobox"]';

/** A one-line text box that is not part of a date picker, select or cascader. */
export function isTextBox(el: Element | null): boolean {
  return el instanceof HTMLInputElement && TEXT_TYPES.has(el.type) && !el.closest(PICKER);
}

/**
 * What Enter does in a form (`FormSpec.enterSubmits`), for every form renderer. The console's forms
 * are submitted by their buttons, which call the controller; the only native submit of their `<form>`
 * is the browser's implicit one, from Enter. It goes through when the form takes Enter from text boxes
 * and the focus is in one; Enter in a date picker, select or cascader only confirms the picker.
 * Use as the `onSubmitCapture` of an element around the `<form>`.
 */
export function enterGuard(mode: 'text' | 'never') {
  return (e: FormEvent<HTMLElement>) => {
    if (mode === 'text' && isTextBox(e.currentTarget.ownerDocument.activeElement)) return;
    e.preventDefault();
    e.stopPropagation();
  };
}
