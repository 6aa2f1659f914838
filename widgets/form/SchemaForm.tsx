import { useCallback, useEffect, useMemo, useRef } from 'react';
import Form from '@rjsf/core';
import { generateTemplates } from '@rjsf/antd';
import type { IChangeEvent } from '@rjsf/core';
import type {
  BaseInputTemplateProps,
  CustomValidator,
  FieldPathList,
  FieldTemplateProps,
  RJSFSchema,
  UiSchema,
} from '@rjsf/utils';
import { getPath } from '../../engine/expr';
import { fieldPointer, useNodePointer } from '../../engine/blocks/designMode';
import { useFormContext, type FormController } from '../../engine/blocks/controllers';
import {
  afterPress,
  formFieldId as idOf,
  normaliseData,
  watchPresses,
  type FormData,
  type FormStore,
} from '../../engine/form';
import { enterGuard } from './enterSubmits';
import { layoutOf, type SchemaFormContext } from './formContext';
import { coreTransformErrors } from './transformErrors';
import { validator } from './validator';
import { formWidgets } from './widgets';
import { AddButton, RemoveButton } from './buttons';
import { translateZh } from './translateZh';
import { leaveText } from './widgetTypes';
import { NumberField } from './numberField';
import { orderedFields } from './lightFormFits';

/** Whether the error schema shows a message at `path`. */
function showsAt(errorSchema: unknown, path: FieldPathList): boolean {
  let node = errorSchema;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return !!(node as { __errors?: unknown[] } | undefined)?.__errors?.length;
}

/**
 * RJSF's form whose leave-a-field work (its blur validation, the store's touched set) waits for a
 * press under way to end (the press rule): the button pressed stays where it was until the click
 * lands. A change of a field showing a message re-checks it at once when the form store says so.
 */
class HeldForm extends Form<FormData, RJSFSchema, SchemaFormContext> {
  core?: FormStore;
  constructor(props: ConstructorParameters<typeof Form<FormData, RJSFSchema, SchemaFormContext>>[0]) {
    super(props);
    // A submit (Enter, the hidden button) takes every field as when left: queued before it, so it is submitted.
    const submitted = this.onSubmit;
    this.onSubmit = (event) => {
      this.normalise();
      submitted(event);
    };
    const blur = this.onBlur;
    this.onBlur = (id, data) =>
      this.core ? this.core.leaveAfterPress(id, () => blur(id, data)) : afterPress(() => blur(id, data));
    const change = this.onChange;
    this.onChange = (value, path, errors, id) => {
      const showing = showsAt(this.state.errorSchema, path);
      change(value, path, errors, id);
      const field = idOf(path.join('.'));
      if (this.core?.checksOnChange(field, showing)) blur(field, value);
    };
  }

  /** Every field as when left (docs/descriptor.md, input as people type it); the data when it changed. */
  normalise(): FormData | undefined {
    const { formData, schema, uiSchema } = this.state;
    const next = normaliseData(schema, formData, uiSchema);
    if (next === formData || next === undefined) return undefined;
    this.setFieldValue([], next);
    return next;
  }

  /** A submit's validation of the fields as when left; `report` hands normalised data to the store. */
  validateNormalised(report: (data: FormData) => void): boolean {
    const next = this.normalise();
    if (!next) return this.validateForm();
    report(next);
    const { schema, schemaUtils } = this.state;
    return this.validateFormWithFormData(schemaUtils.omitExtraData(schema, next));
  }
}

type Rjsf = HeldForm;

const antdTemplates = generateTemplates<FormData, RJSFSchema, SchemaFormContext>();
const AntdFieldTemplate = antdTemplates.FieldTemplate!;
const AntdBaseInputTemplate = antdTemplates.BaseInputTemplate!;
const FULL = { span: 24 };

/** The theme's field template; the root of an inline form spans the whole width (`fullRoot`). */
function FieldTemplate(props: FieldTemplateProps<FormData, RJSFSchema, SchemaFormContext>) {
  const { id, registry } = props;
  const fieldsAt = useNodePointer();
  // In design mode a field is drawn inside an element naming its pointer (`designMode.ts`).
  if (fieldsAt !== undefined && id !== 'root')
    return (
      <div data-yb-node={fieldPointer(fieldsAt, props.fieldPathId.path)}>
        <AntdFieldTemplate {...props} />
      </div>
    );
  if (id !== 'root' || !registry.formContext.fullRoot) return <AntdFieldTemplate {...props} />;
  const formContext = { ...registry.formContext, labelCol: FULL, wrapperCol: FULL };
  return <AntdFieldTemplate {...props} registry={{ ...registry, formContext }} />;
}

/** The theme's text input, its text normalised when left (`leaveText`). */
function BaseInputTemplate(props: BaseInputTemplateProps<FormData, RJSFSchema, SchemaFormContext>) {
  return <AntdBaseInputTemplate {...props} onBlur={(_, text: string) => leaveText(props, text)} />;
}

const templates = {
  ...antdTemplates,
  FieldTemplate,
  BaseInputTemplate,
  ButtonTemplates: { ...antdTemplates.ButtonTemplates, AddButton, RemoveButton },
};
const fields = { NumberField };
const ignoreErrors = () => undefined;
/** A choice among `oneOf` consts starts empty (its placeholder shows) instead of taking the first. */
const DEFAULTS = { constAsDefaults: 'skipOneOf' } as const;
const HIDDEN_SUBMIT = { display: 'none' } as const;

/** The form of the nearest `FormControllerContext`, drawn by RJSF with the antd theme. */
export function SchemaForm() {
  const form = useFormContext();
  // Reset remounts the form: data back to the defaults, messages gone.
  return <BoundForm key={form.resetKey} form={form} />;
}

function BoundForm({ form }: { form: FormController }) {
  const ref = useRef<Rjsf>(null);
  // The controller's form store: RJSF keeps its formData and reports each change to the store; the
  // store holds the fields left, the submit and the messages.
  const core = form.store;
  const hidden = useRef(form.hidden);
  hidden.current = form.hidden;
  useEffect(watchPresses, []);

  // The form core holds the messages: before the first submit only the fields the user has left
  // show theirs (blur trigger); fields hidden by their predicates never do.
  const transformErrors = useMemo(
    () => coreTransformErrors(form.schema as RJSFSchema, core, () => hidden.current),
    [form.schema, core],
  );
  const { bind, onChange: report } = form;
  useEffect(
    () =>
      bind({
        validate: () => {
          core.submit();
          return ref.current?.validateNormalised(report) ?? true;
        },
      }),
    [bind, core, report],
  );
  const { inline, labelSpan, store } = form;
  const formContext = useMemo<SchemaFormContext>(
    () => ({
      ...layoutOf(inline, labelSpan),
      fields: {
        get: (path) => getPath(store.get(), path),
        set: (path, value) => ref.current?.setFieldValue(path, value as FormData),
      },
    }),
    [inline, labelSpan, store],
  );
  const uiSchema = useMemo<UiSchema<FormData, RJSFSchema, SchemaFormContext>>(
    () => ({
      // The block or dialog has the title: the root object shows none.
      'ui:label': false,
      ...form.uiSchema,
      'ui:submitButtonOptions': { norender: true },
    }),
    [form.uiSchema],
  );
  const { onChange, submit, brokenRules } = form;
  // Cross-field rules of the descriptor, shown under their field like the schema's messages.
  const customValidate = useCallback<CustomValidator<FormData, RJSFSchema, SchemaFormContext>>(
    (data, errors) => {
      for (const broken of brokenRules(data ?? {})) {
        const shown = core.shows(idOf(broken.field));
        const at = (errors as unknown as Record<string, { addError?: (m: string) => void }>)[broken.field];
        if (shown && !hidden.current.includes(broken.field)) at?.addError?.(broken.message);
      }
      return errors;
    },
    [brokenRules, core],
  );
  // A failed submit: once its messages are drawn, the first invalid field (in the form's order) takes the focus.
  const focusFirst = useCallback(() => {
    const order = orderedFields(Object.keys(form.schema.properties ?? {}), uiSchema['ui:order']);
    setTimeout(() => {
      const errors = (ref.current?.state.errorSchema ?? {}) as Record<string, unknown>;
      core.focusFirstInvalid(
        order,
        (name) => name in errors,
        (name) => document.getElementById(idOf(name))?.focus(),
      );
    }, 0);
  }, [form.schema, uiSchema, core]);

  return (
    <div
      className={form.inline ? 'yb-form yb-form-inline' : 'yb-form'}
      onSubmitCapture={enterGuard(form.enterSubmits)}
    >
      <HeldForm
        ref={(f: Rjsf | null) => {
          ref.current = f;
          if (f) f.core = core;
        }}
        schema={form.schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={store.get()}
        validator={validator}
        templates={templates}
        fields={fields}
        widgets={formWidgets}
        formContext={formContext}
        disabled={form.mode === 'view'}
        liveValidate="onBlur"
        showErrorList={false}
        translateString={translateZh}
        noHtml5Validate
        omitExtraData
        experimental_defaultFormStateBehavior={DEFAULTS}
        transformErrors={transformErrors}
        customValidate={customValidate}
        onChange={(e: IChangeEvent<FormData>) => onChange(e.formData ?? {})}
        focusOnFirstError={focusFirst}
        onSubmit={() => void submit()}
        onError={ignoreErrors}
      >
        <button type="submit" style={HIDDEN_SUBMIT} tabIndex={-1} aria-hidden />
      </HeldForm>
    </div>
  );
}
