import { getPath } from './path';

const PLACEHOLDER = /\{\{\s*([\w.$[\]-]+)\s*\}\}/g;

/** Fills `{{path}}` placeholders from the context; missing values become empty text, objects JSON. */
export function renderTemplate(template: string, context: unknown): string {
  return template.replace(PLACEHOLDER, (_, path: string) => {
    const v = getPath(context, path);
    if (v === undefined || v === null) return '';
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  });
}

/** The paths a template reads (for the descriptor lint). */
export function templatePaths(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

/** A `ModeText` for the dialog's mode: one text, or one per mode (new / edit). */
export function renderModeText(
  text: string | { new: string; edit: string } | undefined,
  mode: 'new' | 'edit',
  context: unknown,
): string {
  if (text === undefined) return '';
  return renderTemplate(typeof text === 'string' ? text : text[mode], context);
}
