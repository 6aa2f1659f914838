import { useMemo, useState } from 'react';
import { Alert, Col, Empty, Row, Typography } from 'antd';
import type { DealCodeLists } from '../../../engine/blocks/controllers/dealEditor/dealMetaFormEdit';
import { fieldsAt, nodeAt } from '../../../engine/blocks/controllers/dealEditor/dealMetaOps';
import {
  useDealMetaForm,
  type DealSelection,
} from '../../../engine/blocks/controllers/dealEditor/useDealMetaForm';
import { useDicts } from '../../../engine/dicts';
import type { DealMeta } from '../../../schemas/deal';
import { formContext as studioContext, type Data } from '../designer/formParts';
import { DealFieldList } from './DealFieldList';
import type { DealCodeListChoice, DealFormContext } from './dealFieldWidgets';
import { DealNodePicker } from './DealNodePicker';
import { DealKeysForm, FieldForm, NodeKeysForm } from './DealPartForms';

const NO_LISTS: DealCodeLists = {};
const DEAL_KEYS = ['dealName', 'comment', 'dealType'];
const NODE_KEYS = ['nodeName', 'title', 'array'];

/** Some keys of a value, the same object while they keep their values (its form is then not drawn again). */
function usePicked(value: Data | undefined, keys: readonly string[]): Data {
  const text = JSON.stringify(keys.map((k) => value?.[k]));
  return useMemo(() => {
    const values = JSON.parse(text) as unknown[];
    return Object.fromEntries(keys.flatMap((k, i) => (values[i] == null ? [] : [[k, values[i]]])));
  }, [text, keys]);
}

/** 代码表's choices: every list by name, with its first two codes and labels as a hint. */
export function codeListChoices(lists: DealCodeLists): DealCodeListChoice[] {
  return Object.keys(lists)
    .sort()
    .map((name) => {
      const codes = lists[name] ?? [];
      const first = codes.slice(0, 2).map((o) => `${o.value} ${o.name}`);
      return { name, hint: first.length ? `${first.join('、')}${codes.length > 2 ? '…' : ''}` : undefined };
    });
}

export interface DealMetaFormProps {
  /** The draft's JSON text: the one source of both modes. */
  text: string;
  onText(text: string): void;
  /** The baseline's text (the shipped file): its starred input fields are locked. */
  baseline?: string | null;
  /** What the form shows, read-only, while the text does not parse (the last metadata that passed). */
  fallback?: DealMeta;
  /** The deal exists already (its 交易编号 is then read-only). */
  existing?: boolean;
  /** The code lists 代码表 offers besides the console's dictionaries (the national ones, by name). */
  codeLists?: DealCodeLists;
  /** The selected node and field, when the editor keeps them (across 源码 and 表单). */
  selection?: [DealSelection, (s: DealSelection) => void];
}

/**
 * 表单 (docs/studio.md, 交易目录): the deal's own keys, its nodes, the selected node's fields and the
 * selected field's properties, each part drawn by RJSF from the metadata's schema with the designer's
 * form parts; every edit writes the whole draft text. A text that does not parse leaves it read-only.
 */
export function DealMetaForm({
  text,
  onText,
  baseline,
  fallback,
  existing = false,
  codeLists,
  selection: kept,
}: DealMetaFormProps) {
  const dicts = useDicts();
  const lists = useMemo(() => ({ ...(dicts ?? NO_LISTS), ...(codeLists ?? NO_LISTS) }), [dicts, codeLists]);
  const form = useDealMetaForm(kept, text, onText, baseline, lists);
  const { doc, reason, selection, edits } = form;
  const shown = doc ?? (fallback as Data | undefined);
  const field = selection?.field;
  const locked = form.locked(field);
  const choices = useMemo(() => codeListChoices(lists), [lists]);
  const context = useMemo<DealFormContext>(
    () => ({ ...studioContext, deal: { locked: () => locked, codeLists: choices } }),
    [locked, choices],
  );
  // The field just added: its form opens with the focus in 字段名.
  const [added, setAdded] = useState<number>();
  const node = selection && nodeAt(shown, selection);
  const dealKeys = usePicked(shown, DEAL_KEYS);
  const nodeKeys = usePicked(node, NODE_KEYS);
  const fields = selection ? fieldsAt(shown, selection) : [];
  const value = field === undefined ? undefined : fields[field];
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
      <DealKeysForm
        existing={existing}
        value={dealKeys}
        onChange={edits.setDealKeys}
        formContext={context}
        disabled={!doc}
      />
      <Typography.Paragraph type="secondary">
        输入节点名：{Array.isArray(shown?.reqNodeNames) ? shown.reqNodeNames.join('、') : ''}
        （随输入节点的节点名）
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <DealNodePicker
            doc={shown}
            selected={selection}
            onSelect={form.select}
            onAdd={edits.addNode}
            onRemove={edits.removeNode}
            disabled={!doc}
          />
          {node && (
            <NodeKeysForm
              key={`${selection.side}-${selection.node}`}
              value={nodeKeys}
              onChange={edits.setNodeKeys}
              formContext={context}
              disabled={!doc}
            />
          )}
        </Col>
        <Col xs={24} md={14}>
          {node && (
            <DealFieldList
              fields={fields}
              selected={field}
              onSelect={(i) => {
                setAdded(undefined);
                form.select({ ...selection, field: i });
              }}
              onMove={edits.moveField}
              onAdd={() => {
                setAdded(fields.length);
                edits.addField();
              }}
              onRemove={edits.removeField}
              locked={form.locked}
              disabled={!doc}
            />
          )}
        </Col>
      </Row>
      <section aria-label="字段属性" style={{ marginTop: 12 }}>
        {value && selection ? (
          <FieldForm
            key={`${selection.side}-${selection.node}-${field}`}
            autofocus={added === field}
            value={value}
            onChange={edits.setField}
            formContext={context}
            disabled={!doc}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="在字段列表中选择一个字段" />
        )}
      </section>
    </section>
  );
}
