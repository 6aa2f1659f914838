import type { JsonSchema } from '../schema';
import { TRIGGER_OF_WIDGET } from './formTypes';
import type { DealChoice, DealSchemas, DealWidget, LayoutField, LayoutNode } from './types';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);
const isWidget = (w: unknown): w is DealWidget => typeof w === 'string' && w in TRIGGER_OF_WIDGET;

/** Names in `ui:order` first, then the remaining properties. */
function ordered(properties: Obj, ui: Obj): string[] {
  const order = strings(ui['ui:order']).filter((k) => k in properties);
  return [...order, ...Object.keys(properties).filter((k) => !order.includes(k))];
}

function choicesOf(schema: Obj): DealChoice[] {
  const oneOf = Array.isArray(schema.oneOf) ? schema.oneOf.map(obj) : [];
  return oneOf.map((o) => ({ value: String(o.const), label: String(o.title ?? o.const) }));
}

function fieldOf(name: string, schema: Obj, ui: Obj, required: boolean): LayoutField {
  const widget = isWidget(ui['ui:widget']) ? ui['ui:widget'] : 'text';
  const options = obj(ui['ui:options']);
  const label = typeof schema.title === 'string' ? schema.title : name;
  return {
    name,
    label,
    widget,
    trigger:
      options.trigger === 'change' || options.trigger === 'blur'
        ? options.trigger
        : TRIGGER_OF_WIDGET[widget],
    required,
    placeholder: typeof ui['ui:placeholder'] === 'string' ? ui['ui:placeholder'] : label,
    ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {}),
    ...(typeof options.group === 'string' ? { group: options.group } : {}),
    ...(typeof schema.default === 'string' ? { default: schema.default } : {}),
    choices: choicesOf(schema),
  };
}

function fieldsOf(schema: Obj, ui: Obj): LayoutField[] {
  const properties = obj(schema.properties);
  const required = strings(schema.required);
  return ordered(properties, ui).map((name) =>
    fieldOf(name, obj(properties[name]), obj(ui[name]), required.includes(name)),
  );
}

/**
 * What the deal form draws, read from the converter's schema and uiSchema (so the fast renderer and
 * RJSF draw the same form): each input node with its fields, widgets, triggers, code lists, groups
 * and defaults.
 */
export function dealFormLayout({ schema, uiSchema }: Pick<DealSchemas, 'schema' | 'uiSchema'>): LayoutNode[] {
  const nodes = obj((schema as JsonSchema).properties);
  return ordered(nodes, uiSchema).map((name) => {
    const node = obj(nodes[name]);
    const ui = obj(uiSchema[name]);
    const array = node.type === 'array';
    const title = typeof node.title === 'string' ? node.title : name;
    return {
      name,
      title,
      array,
      fields: array ? fieldsOf(obj(node.items), obj(ui.items)) : fieldsOf(node, ui),
    };
  });
}
