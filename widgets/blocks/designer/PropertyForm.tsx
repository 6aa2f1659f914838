import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { Empty } from 'antd';
import type { Designer } from '../../../engine/blocks/controllers/descriptorEditor/useDesigner';
import { setProperty } from '../../../engine/designer/edits';
import { fieldWithRules, isFieldRule, setFieldRule } from '../../../engine/designer/fieldRules';
import { valueAt } from '../../../engine/designer/pointer';
import { definitionsOf, FIELD_DEFINITION, schemaAt } from '../../../engine/designer/schemaAt';
import type { NodePath, PatchOp } from '../../../engine/designer/types';
import type { SchemaFormContext } from '../../form/formContext';
import type { ExprFieldProps } from './JsonField';
import { idPrefixOf, NO_SUBMIT, studioFormProps, type Data } from './formParts';
import { flatten, locate } from './outlineNav';
import { PropertyEnvContext, type PropertyEnv } from './propertyEnv';
import { propertyFields } from './propertyFields';
import { siblingCodes } from './siblingCodes';
import { mergeValue, projectValue, propertyForm } from './propertySchema';

/** Quiet time after a change before it is written: a word typed is one undo step. */
export const PROPERTY_DELAY_MS = 150;

export interface PropertyFormProps {
  designer: Designer;
  path: NodePath;
  /** The editor of the keys whose schema is an expression (the expression builder); JSON text without it. */
  exprField?: ComponentType<ExprFieldProps>;
}

/** The form of the node at `path`: its subschema made into a plain form, and the node's value in it. */
function useNodeForm(designer: Designer, path: NodePath) {
  const { schema, snapshot, outline } = designer;
  const doc = snapshot?.doc;
  const resolved = useMemo(
    () => (doc === undefined ? undefined : schemaAt(schema, doc, path)),
    [schema, doc, path],
  );
  const form = useMemo(() => {
    if (!resolved) return undefined;
    const node = outline && locate(outline, path)?.node;
    const inner = node ? flatten(node).map((n) => n.path) : [];
    const holds = (keyPath: string) => inner.some((p) => p.startsWith(`${path}/${keyPath}/`));
    return propertyForm(resolved.schema, definitionsOf(schema), holds);
  }, [resolved, schema, outline, path]);
  const isField = resolved?.definition === FIELD_DEFINITION;
  const value = doc === undefined ? undefined : isField ? fieldWithRules(doc, path) : valueAt(doc, path);
  return { form, value, isField };
}

/**
 * 属性 (docs/studio.md, 设计): the selected node's keys as a form drawn by RJSF with the engine's own
 * widgets, from the descriptor schema's subschema for the node; each change is a patch of the draft.
 */
export function PropertyForm({ designer, path, exprField }: PropertyFormProps) {
  const { form, value, isField } = useNodeForm(designer, path);
  const shown = useMemo(() => (form ? projectValue(value, form.schema) : {}), [form, value]);
  const [data, setData] = useState<Data>(shown);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ designer, value, form, data, isField });
  latest.current = { designer, value, form, data, isField };
  const fields = useMemo(
    () =>
      propertyFields(path, exprField, (keyPath) =>
        siblingCodes(latest.current.data, keyPath, latest.current.form?.schema),
      ),
    [path, exprField],
  );
  const env = useMemo<PropertyEnv>(
    () => ({
      root: designer.schema as Data,
      fieldsFor: (p) => propertyFields(p, exprField),
      disabled: designer.broken,
    }),
    [designer.schema, designer.broken, exprField],
  );
  const shownText = JSON.stringify(shown);
  useEffect(() => {
    if (!pending.current) setData(JSON.parse(shownText) as Data);
  }, [shownText]);
  const flush = () => {
    clearTimeout(pending.current);
    pending.current = undefined;
    const { designer: d, value: before, form: f, data: edited, isField: field } = latest.current;
    const doc = d.snapshot?.doc;
    // The node may be gone (removed, or undone away) by the time a change is written.
    if (!f || doc === undefined || valueAt(doc, path) === undefined) return;
    const props = (f.schema.properties ?? {}) as Data;
    const old = projectValue(before, f.schema);
    const ops: PatchOp[] = [];
    for (const key of Object.keys(props)) {
      if (JSON.stringify(old[key]) === JSON.stringify(edited[key])) continue;
      if (field && isFieldRule(key)) {
        ops.push(...setFieldRule(doc, path, key, edited[key]));
        continue;
      }
      const next = mergeValue((before as Data | undefined)?.[key], edited[key], props[key] as Data);
      ops.push(...setProperty(doc, path, key, next));
    }
    if (ops.length) d.edit(ops, '修改属性');
  };
  // A change still waiting when the selection moves on is written then.
  useEffect(() => () => void (pending.current && flush()), []); // eslint-disable-line react-hooks/exhaustive-deps
  if (!form) return <Empty description="该节点没有可编辑的属性" />;
  // Focus leaving the form (to 发布, 保存草稿, the canvas) writes a waiting change first, so a click
  // right after typing never acts on the draft without it.
  return (
    <div onBlur={() => void (pending.current && flush())}>
      <PropertyEnvContext.Provider value={env}>
        <Form<Data, RJSFSchema, SchemaFormContext>
          schema={form.schema as RJSFSchema}
          uiSchema={{ ...form.uiSchema, ...NO_SUBMIT } as UiSchema<Data, RJSFSchema, SchemaFormContext>}
          formData={data}
          {...studioFormProps}
          fields={fields}
          idPrefix={idPrefixOf(path)}
          disabled={designer.broken}
          onChange={(e) => {
            latest.current.data = e.formData ?? {};
            setData(latest.current.data);
            clearTimeout(pending.current);
            pending.current = setTimeout(flush, PROPERTY_DELAY_MS);
          }}
        />
      </PropertyEnvContext.Provider>
    </div>
  );
}
