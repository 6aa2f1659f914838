import type { ComponentType, ReactNode } from 'react';
import { Select, Typography } from 'antd';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { JsonField, type ExprFieldProps } from './JsonField';
import type { UnionMember } from '../../../engine/designer/unionChoice';
import { ExprMapField } from './ExprMapField';
import { MapField, type MapFieldProps } from './MapField';
import { UnionField } from './UnionField';
import { UnionListField } from './UnionListField';

type Props = FieldProps<Record<string, unknown>, RJSFSchema>;

/** The key a field edits: the last name of its path in the form. */
const keyOf = (props: Props) => String(props.fieldPathId?.path.at(-1) ?? props.name);

/** RJSF leaves the label to a field of its own (`ui:field`): the key's title over the control. */
function Labelled({ props, children }: { props: Props; children: ReactNode }) {
  const description = props.schema.description;
  return (
    <div className="yb-design-prop" style={{ marginBottom: 16 }}>
      <label
        htmlFor={props.fieldPathId.$id}
        title={description}
        style={{ display: 'block', marginBottom: 4 }}
      >
        {String(props.schema.title ?? props.name)}
      </label>
      {children}
      {description && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {description}
        </Typography.Text>
      )}
    </div>
  );
}

/** A choice field's options in its uiSchema (propertySchema's `choiceOf`). */
type ChoiceOptions = { members: UnionMember[]; required?: boolean; of: Record<string, unknown> };
const choiceOptions = (props: Props) => (props.uiSchema?.['ui:options'] ?? {}) as unknown as ChoiceOptions;
const escapeKey = (k: string | number) => String(k).replace(/~/g, '~0').replace(/\//g, '~1');

/** The codes a map of the form is offered: those of the other maps beside it (`siblingCodes`). */
export type SiblingCodes = (keyPath: (string | number)[]) => MapFieldProps['suggested'];

/**
 * The property form's own fields, by `ui:field`: expressions, JSON values, maps, lists of words, maps of
 * expressions, choices of shapes and lists of them. `path` is the JSON Pointer of the value the form edits.
 */
export function propertyFields(
  path: string,
  exprField: ComponentType<ExprFieldProps> = JsonField,
  siblingCodes: SiblingCodes = () => [],
) {
  const Expr = exprField;
  const label = (props: Props) => String(props.schema.title ?? props.name);
  const pointer = (props: Props) => `${path}/${props.fieldPathId.path.map(escapeKey).join('/')}`;
  const change = (props: Props) => (v: unknown) => props.onChange(v as never, props.fieldPathId.path);
  return {
    union: (props: Props) => (
      <Labelled props={props}>
        <UnionField
          value={props.formData}
          onChange={change(props)}
          members={choiceOptions(props).members}
          required={choiceOptions(props).required}
          label={label(props)}
          path={pointer(props)}
          id={props.fieldPathId.$id}
        />
      </Labelled>
    ),
    unionList: (props: Props) => (
      <Labelled props={props}>
        <UnionListField
          value={props.formData}
          onChange={change(props)}
          members={choiceOptions(props).members}
          of={choiceOptions(props).of}
          label={label(props)}
          path={pointer(props)}
          id={props.fieldPathId.$id}
        />
      </Labelled>
    ),
    exprMap: (props: Props) => (
      <Labelled props={props}>
        <ExprMapField
          value={props.formData}
          onChange={change(props)}
          label={label(props)}
          path={pointer(props)}
          id={props.fieldPathId.$id}
        />
      </Labelled>
    ),
    expr: (props: Props) => (
      <Labelled props={props}>
        <Expr
          value={props.formData}
          onChange={(v) => props.onChange(v as never, props.fieldPathId.path)}
          path={path}
          keyName={keyOf(props)}
          label={label(props)}
          id={props.fieldPathId.$id}
        />
      </Labelled>
    ),
    json: (props: Props) => (
      <Labelled props={props}>
        <JsonField
          value={props.formData}
          onChange={(v) => props.onChange(v as never, props.fieldPathId.path)}
          path={path}
          keyName={keyOf(props)}
          label={label(props)}
          id={props.fieldPathId.$id}
        />
      </Labelled>
    ),
    map: (props: Props) => (
      <Labelled props={props}>
        <MapField
          value={props.formData}
          onChange={(v) => props.onChange(v as never, props.fieldPathId.path)}
          valueSchema={(props.schema.additionalProperties ?? {}) as MapFieldProps['valueSchema']}
          label={label(props)}
          id={props.fieldPathId.$id}
          suggested={siblingCodes(props.fieldPathId.path)}
        />
      </Labelled>
    ),
    words: (props: Props) => {
      const items = (props.schema.items ?? {}) as RJSFSchema;
      const options = (items.enum ?? []).map((v) => ({ value: String(v), label: String(v) }));
      return (
        <Labelled props={props}>
          <Select
            id={props.fieldPathId.$id}
            aria-label={label(props)}
            mode={options.length ? 'multiple' : 'tags'}
            options={options}
            value={Array.isArray(props.formData) ? (props.formData as string[]) : []}
            onChange={(v: string[]) =>
              props.onChange((v.length ? v : undefined) as never, props.fieldPathId.path)
            }
            style={{ width: '100%' }}
          />
        </Labelled>
      );
    },
  };
}
