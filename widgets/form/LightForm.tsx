import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Col, Input, Row } from 'antd';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { lazyView } from '../../engine/blocks/lazyView';
import { fieldPointer, nodeAttrs, useNodePointer } from '../../engine/blocks/designMode';
import { getPath } from '../../engine/expr';
import { useFormContext, type FormController } from '../../engine/blocks/controllers';
import { CaptchaWidget } from './CaptchaWidget';
import { enterGuard } from './enterSubmits';
import { layoutOf, type SchemaFormContext } from './formContext';
import { LightItem } from './LightItem';
import { useLightField } from './LightField';
import { formFieldId, normaliseData, watchPresses, withoutFields, type FormData } from '../../engine/form';
import type { Validate } from './lightCheck';
import { loadedValidation, loadValidation, preloadValidation } from './lightValidation';
import { orderedFields, requiredNow } from './lightFormFits';
import { PasswordWidget } from './PasswordWidget';
import { SegmentedWidget } from './SegmentedWidget';
import { leaveText, type FieldWidgetProps } from './widgetTypes';

type Node = Record<string, unknown>;

/**
 * Loads the light forms' validation now (tests render and submit in one pass). Otherwise it loads
 * when the user first focuses or presses in a light form (`lightValidation.ts`), before the first blur.
 */
export const preloadLightValidation = preloadValidation;

/** The default text input of RJSF's antd theme (`BaseInputTemplate`). */
function TextWidget(props: FieldWidgetProps) {
  const { id, value, disabled, readonly, placeholder, required, onChange, onFocus, options } = props;
  const field = useLightField();
  return (
    <Input
      {...field}
      id={id}
      name={id}
      disabled={disabled || readonly}
      placeholder={placeholder}
      required={required}
      style={{ width: '100%' }}
      type="text"
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      value={typeof value === 'string' ? value : ''}
      aria-describedby={`${id}__error ${id}__description ${id}__help`}
      onChange={readonly ? undefined : (e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={readonly ? undefined : (e) => leaveText(props, e.target.value)}
      onFocus={readonly ? undefined : (e) => onFocus(id, e.target.value)}
    />
  );
}

/** Widgets the login page does not show at first: loaded when a form first draws one. */
const SmsCode = lazyView(() => import('./SmsCodeWidget').then((m) => m.SmsCodeWidget));
const Textarea = lazyView(() => import('./TextareaWidget').then((m) => m.TextareaWidget));

/** Loads the light form's later widgets now (tests render in one pass). */
export const preloadLightWidgets = () => Promise.all([SmsCode.preload(), Textarea.preload()]);

const WIDGETS: Record<string, ComponentType<FieldWidgetProps>> = {
  captcha: CaptchaWidget,
  smsCode: SmsCode,
  password: PasswordWidget,
  segmented: SegmentedWidget,
  textarea: Textarea,
};

/** A uiSchema's options as RJSF hands them to a widget: `ui:options` and every other `ui:*` key. */
function uiOptions(ui: Node | undefined): Node {
  const out: Node = {};
  for (const [k, v] of Object.entries(ui ?? {})) {
    if (k === 'ui:options' && v && typeof v === 'object') Object.assign(out, v);
    else if (k.startsWith('ui:')) out[k.slice(3)] = v;
  }
  return out;
}

const HIDDEN_SUBMIT = { display: 'none' } as const;

/**
 * The form of the nearest `FormControllerContext` drawn without RJSF (see `lightFormFits.ts`): the same
 * antd items, ids and messages as `SchemaForm`, validated on blur and on submit.
 */
export function LightForm() {
  const form = useFormContext();
  // Reset remounts the form: data back to the defaults, messages gone.
  return <LightBoundForm key={form.resetKey} form={form} />;
}

function LightBoundForm({ form }: { form: FormController }) {
  const { store, bind, brokenRules, inline, labelSpan } = form;
  const schema = form.schema as Node;
  const ui = form.uiSchema;
  // The form store holds the values (the controller's onChange writes them), the fields left and the
  // messages (fields hidden by their predicates have none); the form draws what it shows.
  const data = useSyncExternalStore(store.subscribe, store.get);
  const shown = useSyncExternalStore(store.subscribeState, () => store.state().shown);
  const hidden = useRef(form.hidden);
  hidden.current = form.hidden;
  const fieldsAt = useNodePointer();

  useEffect(watchPresses, []);
  const uiSchema = useMemo(() => ({ 'ui:label': false, ...ui }) as UiSchema<FormData, RJSFSchema>, [ui]);
  const run = useCallback(
    (validate: Validate): boolean => {
      const byPath = withoutFields(
        validate(store.get(), schema as RJSFSchema, uiSchema, brokenRules),
        hidden.current,
      );
      store.setMessages(byPath);
      store.publish();
      return Object.keys(byPath).length === 0;
    },
    [schema, uiSchema, brokenRules, store],
  );
  const validateNow = useCallback((): boolean | Promise<boolean> => {
    const loaded = loadedValidation(schema);
    return loaded ? run(loaded) : loadValidation(schema).then(run);
  }, [run, schema]);
  // Stable: a widget's effects (the captcha's first fetch) depend on the field access.
  const report = form.onChange;
  /** Before a submit, every field as when left (docs/descriptor.md, input as people type it). */
  const normaliseAll = useCallback(() => {
    const next = normaliseData(schema, store.get(), ui);
    if (next !== store.get()) report(next);
  }, [schema, ui, report, store]);
  const order = orderedFields(Object.keys((schema.properties ?? {}) as Node), ui['ui:order']);
  const firstInvalid = useRef(order);
  firstInvalid.current = order;
  useEffect(() => {
    // A failed submit: the first invalid field (in the form's order) takes the focus.
    const submitted = (valid: boolean) => {
      store.focusFirstInvalid(firstInvalid.current.map(formFieldId));
      return valid;
    };
    return bind({
      validate: () => {
        store.submit();
        normaliseAll();
        const checked = validateNow();
        return checked instanceof Promise ? checked.then(submitted) : submitted(checked);
      },
    });
  }, [bind, validateNow, store, normaliseAll]);

  const change = useCallback(
    (name: string, value: unknown) => {
      report({ ...store.get(), [name]: value });
      // A shown message is re-checked as the field is corrected.
      if (store.checksOnChange(formFieldId(name))) void validateNow();
    },
    [report, store, validateNow],
  );
  const onBlur = useCallback(
    (id: string) => store.leaveAfterPress(id, () => void validateNow()),
    [validateNow, store],
  );
  const fields = useMemo(
    () => ({
      get: (path: string) => getPath(store.get(), path),
      set: (path: string, value: unknown) => change(path, value),
    }),
    [store, change],
  );
  const layout = layoutOf(inline, labelSpan);
  const formContext: SchemaFormContext = { ...layout, fields };
  const registry = { formContext };
  const required = requiredNow(schema, data);
  const props = (schema.properties ?? {}) as Record<string, Node>;
  const disabledForm = form.mode === 'view';

  const items: ReactNode[] = [];
  for (const name of order) {
    const field = props[name]!;
    const fieldUi = (ui[name] ?? {}) as Node;
    const options = uiOptions(fieldUi);
    if (options.widget === 'hidden') continue;
    const Widget = (typeof options.widget === 'string' && WIDGETS[options.widget]) || TextWidget;
    const id = `root_${name}`;
    const title = String(options.title ?? field.title ?? name);
    const errors = shown[id] ?? [];
    const enumNames = Array.isArray(options.enumNames) ? options.enumNames : [];
    const enumOptions = Array.isArray(field.enum)
      ? field.enum.map((value, i) => ({ value, label: String(enumNames[i] ?? value) }))
      : undefined;
    const widgetProps = {
      id,
      name,
      htmlName: id,
      label: title,
      hideLabel: options.label === false,
      schema: field,
      uiSchema: fieldUi,
      value: data[name],
      required: required.has(name),
      disabled: disabledForm || options.disabled === true,
      readonly: options.readonly === true,
      autofocus: options.autofocus === true,
      placeholder: typeof options.placeholder === 'string' ? options.placeholder : '',
      options: { ...options, enumOptions },
      rawErrors: errors,
      registry,
      formContext,
      onChange: (value: unknown) => change(name, value),
      onBlur,
      onFocus: () => undefined,
    } as unknown as FieldWidgetProps;
    items.push(
      <Col key={name} span={layout.colSpan}>
        <div
          {...nodeAttrs(fieldsAt === undefined ? undefined : fieldPointer(fieldsAt, [name]))}
          className={
            errors.length ? 'rjsf-field rjsf-field-string rjsf-field-error' : 'rjsf-field rjsf-field-string'
          }
        >
          <LightItem
            id={id}
            label={options.label !== false && title}
            labelCol={layout.labelCol}
            required={required.has(name)}
            errors={errors}
            wrapperCol={layout.wrapperCol}
          >
            <Widget {...widgetProps} />
          </LightItem>
        </div>
      </Col>,
    );
  }

  const full = layout.fullRoot ? { span: 24 } : undefined;
  const warmUp = () => void loadValidation(schema);
  const loaded = loadedValidation(schema);
  return (
    <div
      className={form.inline ? 'yb-form yb-form-inline' : 'yb-form'}
      onFocusCapture={loaded ? undefined : warmUp}
      onPointerDownCapture={loaded ? undefined : warmUp}
      onSubmitCapture={enterGuard(form.enterSubmits)}
    >
      <form
        className="rjsf"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        <div className="rjsf-field rjsf-field-object">
          <LightItem labelCol={full ?? layout.labelCol} wrapperCol={full ?? layout.wrapperCol}>
            <fieldset id="root">
              <Row gutter={layout.rowGutter ?? 24}>{items}</Row>
            </fieldset>
          </LightItem>
        </div>
        <button type="submit" style={HIDDEN_SUBMIT} tabIndex={-1} aria-hidden />
      </form>
    </div>
  );
}
