type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is Schema => !!v && typeof v === 'object' && !Array.isArray(v);

/** Visits every level of a uiSchema with the JSON Schema of the field it describes (when known). */
function eachLevel(
  ui: unknown,
  schema: Schema | undefined,
  visit: (level: Schema, field: Schema | undefined, path: string) => void,
  path = '',
) {
  if (!isObject(ui)) return;
  visit(ui, schema, path);
  for (const [k, v] of Object.entries(ui)) {
    if (k.startsWith('ui:')) continue;
    const props = schema?.properties as Record<string, Schema> | undefined;
    const child = k === 'items' ? (schema?.items as Schema | undefined) : props?.[k];
    eachLevel(v, child, visit, `${path}.${k}`);
  }
}

/** Every `ui:widget` names a registered widget for the field's type. */
export function checkUiSchema(
  ui: unknown,
  schema: Schema | undefined,
  widgetExists: (name: string, field: Schema | undefined) => boolean,
): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  eachLevel(ui, schema, (level, field, path) => {
    const w = level['ui:widget'];
    if (typeof w === 'string' && !widgetExists(w, field))
      out.push({ path: `${path}.ui:widget`, message: `控件 "${w}" 不存在（ui:widget）` });
  });
  return out;
}

/** The names a widget answers to in `refresh` actions (`ui:options.refreshTarget`; a captcha's default is `captcha`). */
export function refreshTargets(ui: unknown): string[] {
  const out: string[] = [];
  eachLevel(ui, undefined, (level) => {
    const options = isObject(level['ui:options']) ? level['ui:options'] : {};
    if (typeof options.refreshTarget === 'string') out.push(options.refreshTarget);
    else if (level['ui:widget'] === 'captcha') out.push('captcha');
  });
  return out;
}
