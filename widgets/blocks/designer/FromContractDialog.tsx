import { Alert, Checkbox, Form, InputNumber, Modal, Select, Typography } from 'antd';
import type { ContractField } from '../../../engine/designer/fromContract';
import type { NodePath, PatchOp } from '../../../engine/designer/types';
import type { OpenApiDoc } from '../../../engine/lint/routes';
import { DEFAULT_PAGE_SIZE, useContractChoice } from './useContractChoice';

export interface FromContractDialogProps {
  open: boolean;
  onClose(): void;
  /** The server's OpenAPI document; undefined while it is being read. */
  openapi: OpenApiDoc | undefined;
  /** The draft descriptor. */
  doc: unknown;
  /** The selected node: a crud (or a node inside one) takes a list route's fields or a write route's dialog. */
  selected: NodePath | undefined;
  /** The edit, one undoable step. */
  onApply(ops: PatchOp[], label: string): void;
  /** The route chosen when it opens, as `METHOD /path` (default: the selected crud's list route). */
  initialRoute?: string;
}

/** One group of fields to check, under its legend. */
function FieldGroup(props: {
  legend: string;
  note?: string;
  fields: ContractField[];
  value: readonly string[];
  /** Fields checked and not to be unchecked, with why (必填, 已添加). */
  fixed: Record<string, string>;
  onChange(names: string[]): void;
}) {
  if (!props.fields.length) return null;
  return (
    <fieldset style={{ border: 0, margin: '12px 0 0', padding: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 4, padding: 0 }}>{props.legend}</legend>
      {props.note && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
          {props.note}
        </Typography.Paragraph>
      )}
      <Checkbox.Group
        value={[...props.value]}
        onChange={(v) => props.onChange(v.map(String))}
        options={props.fields.map((f) => ({
          value: f.field,
          label: `${f.title}（${f.field}${props.fixed[f.field] ? `，${props.fixed[f.field]}` : ''}）`,
          disabled: f.field in props.fixed,
        }))}
      />
    </fieldset>
  );
}

/** Where the edit goes, in the configurator's words. */
function targetText(kind: 'list' | 'write', crud: boolean): string {
  if (kind === 'list') return crud ? '勾选的列和查询条件将添加到选中的列表。' : '将新建一个列表区块。';
  return crud
    ? '将在选中的列表上添加一个对话框和打开它的按钮，提交后刷新列表。'
    : '将新建一个表单区块，确定时提交到该接口。';
}

/**
 * 从接口添加 (docs/studio.md, 设计): a route of the server's contract, searched by path or summary, and
 * its fields to add — a list's columns and query fields, a write's form fields —, every one checked.
 */
export function FromContractDialog(props: FromContractDialogProps) {
  const { open, onClose, openapi, doc, selected, onApply, initialRoute } = props;
  const c = useContractChoice(openapi, doc, selected, initialRoute);
  const pageNote = c.offered.query.some((f) => f.on === 'page')
    ? '该接口不接受查询条件：以下条件筛选接口返回的行。'
    : undefined;
  const ok = () => {
    const edit = c.apply();
    if (edit?.ops.length) onApply(edit.ops, edit.label);
    onClose();
  };
  return (
    <Modal
      title="从接口添加"
      open={open}
      onCancel={onClose}
      onOk={ok}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: !c.route }}
      width={640}
      destroyOnHidden
    >
      {!openapi && <Alert type="info" showIcon message="正在读取接口文档…" />}
      <Form layout="vertical" component="div">
        <Form.Item label="接口" htmlFor="yb-contract-route" style={{ marginBottom: 8 }}>
          <Select
            id="yb-contract-route"
            aria-label="接口"
            showSearch
            placeholder="按路径或说明搜索接口"
            value={c.route && c.keyOf(c.route)}
            onChange={c.choose}
            optionFilterProp="label"
            options={c.routes.map((r) => ({
              value: c.keyOf(r),
              label: `${r.summary} · ${r.method} ${r.path}`,
            }))}
          />
        </Form.Item>
      </Form>
      {c.route && (
        <>
          <Typography.Paragraph type="secondary">
            {targetText(c.route.kind === 'list' ? 'list' : 'write', !!c.crudPath)}
          </Typography.Paragraph>
          <FieldGroup
            legend="列"
            fields={c.offered.columns}
            value={c.picked.columns}
            fixed={c.fixed.columns}
            onChange={(n) => c.pick('columns', n)}
          />
          <FieldGroup
            legend="查询条件"
            note={pageNote}
            fields={c.offered.query}
            value={c.picked.query}
            fixed={c.fixed.query}
            onChange={(n) => c.pick('query', n)}
          />
          <FieldGroup
            legend="表单字段"
            fields={c.offered.fields}
            value={c.picked.fields}
            fixed={c.fixed.fields}
            onChange={(n) => c.pick('fields', n)}
          />
          {c.route.kind === 'list' && !c.crudPath && (
            <Form layout="inline" component="div" style={{ marginTop: 12 }}>
              <Form.Item label="每页条数" htmlFor="yb-contract-page-size">
                <InputNumber
                  id="yb-contract-page-size"
                  min={1}
                  max={100}
                  precision={0}
                  value={c.pageSize}
                  onChange={(v) => c.setPageSize(typeof v === 'number' ? v : DEFAULT_PAGE_SIZE)}
                />
              </Form.Item>
            </Form>
          )}
        </>
      )}
    </Modal>
  );
}
