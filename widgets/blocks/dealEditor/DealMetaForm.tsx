import { useMemo, useRef } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { Alert } from 'antd';
import {
  applyDealFormEdit,
  DEAL_FORM_SCHEMA,
  isLockedField,
  moveDealItem,
  nationalRequired,
  type DealItemPath,
} from '../../../engine/blocks/controllers/dealEditor/dealMetaFormEdit';
import { syntaxProblem } from '../../../engine/blocks/controllers/descriptorEditor/checkDescriptorText';
import { useDicts } from '../../../engine/dicts';
import type { DealMeta } from '../../../schemas/deal';
import type { SchemaFormContext } from '../../form/formContext';
import { NO_SUBMIT, studioFormProps, type Data } from '../designer/formParts';
import { dealFieldWidgets, type DealFormContext } from './dealFieldWidgets';
import { DraggableItem } from './DraggableItem';

const pretty = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

const FIELD_UI = {
  name: { 'ui:widget': 'dealFieldName' },
  require: { 'ui:widget': 'dealFieldRequire' },
  codeList: { 'ui:widget': 'dealCodeList' },
};
const NODES_UI = { items: { properties: { items: FIELD_UI } } };
const UI_SCHEMA = { ...NO_SUBMIT, reqProperties: NODES_UI, resProperties: NODES_UI };
const WIDGETS = { ...studioFormProps.widgets, ...dealFieldWidgets };
const TEMPLATES = { ...studioFormProps.templates, ArrayFieldItemTemplate: DraggableItem };
const NO_LISTS = {};

/** The draft text as the form's data, or why the form cannot take it (it is then read-only). */
function parseDraft(text: string): { doc?: Data; reason?: string } {
  try {
    const doc: unknown = JSON.parse(text);
    if (doc && typeof doc === 'object' && !Array.isArray(doc)) return { doc: doc as Data };
    return { reason: '交易元数据应为一个 JSON 对象' };
  } catch (e) {
    return { reason: syntaxProblem(text, e).message };
  }
}

export interface DealMetaFormProps {
  /** The draft's JSON text: the one source of both modes. */
  text: string;
  onText(text: string): void;
  /** The baseline's text (the shipped file): its starred input fields are locked. */
  baseline?: string | null;
  /** What the form shows, read-only, while the text does not parse (the last metadata that passed). */
  fallback?: DealMeta;
}

/**
 * 表单 (docs/studio.md, 交易目录): the draft drawn by RJSF from the metadata's schema with the designer's
 * form parts; an edit writes the text back (reqNodeNames following the input nodes, a chosen 代码表's
 * codes as the options). A text that does not parse leaves the form read-only with the reason.
 */
export function DealMetaForm({ text, onText, baseline, fallback }: DealMetaFormProps) {
  const { doc, reason } = useMemo(() => parseDraft(text), [text]);
  const dicts = useDicts();
  const locks = useMemo(() => nationalRequired(baseline), [baseline]);
  const latest = useRef(doc);
  latest.current = doc;
  const write = useRef(onText);
  write.current = onText;
  const lists = dicts ?? NO_LISTS;
  const formContext = useMemo<DealFormContext>(
    () => ({
      ...studioFormProps.formContext,
      deal: {
        locked: (id) => isLockedField(id, latest.current, locks),
        codeLists: Object.keys(lists),
        drag: {
          drop(from: DealItemPath, to: number) {
            this.current = undefined;
            // A move changes no field: only reqNodeNames follows the nodes' new order.
            const moved = latest.current && moveDealItem(latest.current, from, to);
            if (moved) write.current(pretty(applyDealFormEdit(moved, moved, lists)));
          },
        },
      },
    }),
    [locks, lists],
  );
  return (
    <section aria-label="交易元数据表单">
      {reason && (
        <Alert
          style={{ marginBottom: 12 }}
          type="error"
          showIcon
          message="JSON 无法解析，表单只读"
          description={reason}
        />
      )}
      <Form<Data, RJSFSchema, SchemaFormContext>
        {...studioFormProps}
        schema={DEAL_FORM_SCHEMA as RJSFSchema}
        uiSchema={UI_SCHEMA as UiSchema<Data, RJSFSchema, SchemaFormContext>}
        widgets={WIDGETS}
        templates={TEMPLATES}
        formContext={formContext}
        formData={doc ?? (fallback as Data | undefined) ?? {}}
        idPrefix="root"
        disabled={!doc}
        onChange={(e) => {
          if (!latest.current) return;
          const next = pretty(applyDealFormEdit(latest.current, e.formData ?? {}, lists));
          if (next !== text) onText(next);
        }}
      />
    </section>
  );
}
