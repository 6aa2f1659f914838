import type {
  Block,
  DialogBlock,
  FormBlock,
  Mapping,
  OptionSource,
  ScreenDescriptor,
} from '../../engine/descriptor';

/** A screen holding some blocks (shell layout: with its breadcrumb). */
export function screenOf(blocks: Block[], extra: Partial<ScreenDescriptor> = {}): ScreenDescriptor {
  return { id: 'story', route: '/home/story', title: '示例', layout: 'shell', blocks, ...extra };
}

/** Each value as a literal expression (`preserve`), so objects are not read as operators. */
function literals(values: { [k: string]: unknown }): Mapping {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { preserve: v }]));
}

/** The states a widget story shows (read-only: filled, `ui:readonly`). */
export type WidgetState = 'empty' | 'filled' | 'error' | 'disabled' | 'readonly';

export interface WidgetField {
  /** The field's JSON Schema (its title is the label). */
  schema: { [k: string]: unknown };
  /** uiSchema of the field (`ui:widget`, `ui:options`…). */
  ui: { [k: string]: unknown };
  /** Value of the filled state. */
  value: unknown;
  /** Other fields of the form (the mobile of the SMS code, the captcha key…). */
  siblings?: { [k: string]: { [k: string]: unknown } };
  siblingUi?: { [k: string]: unknown };
  siblingValues?: { [k: string]: unknown };
  required?: boolean;
  /** Where the field's choices come from (the form's `options`: a select's list, a cascader's tree). */
  source?: OptionSource;
}

/**
 * A screen with one form showing one widget in a state: filled (defaults), error (validated on
 * open, so the required message shows), disabled (a field-state predicate), read-only (`ui:readonly`).
 */
export function widgetScreen(field: WidgetField, state: WidgetState): ScreenDescriptor {
  const form: FormBlock = {
    type: 'form',
    id: 'demo',
    labelSpan: 6,
    schema: {
      type: 'object',
      properties: { ...field.siblings, field: field.schema },
      required: field.required === false ? [] : ['field'],
    },
    uiSchema: {
      ...field.siblingUi,
      field: state === 'readonly' ? { ...field.ui, 'ui:readonly': true } : field.ui,
    },
    defaults: literals({
      ...field.siblingValues,
      ...(state === 'empty' || state === 'error' ? {} : { field: field.value }),
    }),
    options: field.source ? { field: field.source } : undefined,
    fieldStates: state === 'disabled' ? { field: { disabled: true } } : undefined,
    buttons: [{ label: '提交', kind: 'primary', action: { type: 'submit', form: 'demo' } }],
  };
  return screenOf([form], {
    layout: 'blank',
    onLoad: state === 'error' ? { type: 'submit', form: 'demo' } : undefined,
  });
}

/** A screen that opens one of its dialogs on load. */
export function dialogScreen(
  dialog: DialogBlock,
  mode: 'new' | 'edit',
  data?: object,
  blocks: Block[] = [],
): ScreenDescriptor {
  return screenOf(blocks, {
    dialogs: { demo: dialog },
    onLoad: { type: 'dialog', dialog: 'demo', mode, ...(data ? { dataFrom: { preserve: data } } : {}) },
  });
}
