import { useEffect, useMemo, useState } from 'react';
import { Spin, Tree, type TreeDataNode } from 'antd';
import { getPath } from '../../engine/expr';
import { useScreen } from '../../engine/screen';
import { optionString, type FieldWidgetProps } from './widgetTypes';

interface TreeRow {
  id: number | string;
  label?: string;
  children?: TreeRow[];
}

const toNodes = (rows: TreeRow[]): TreeDataNode[] =>
  rows.map((r) => ({
    key: String(r.id),
    title: r.label ?? String(r.id),
    children: toNodes(r.children ?? []),
  }));

/** Every leaf key and the parent key of each node. */
function index(
  rows: TreeRow[],
  parent?: string,
  out = { leaves: new Set<string>(), parentOf: new Map<string, string>() },
) {
  for (const r of rows) {
    const key = String(r.id);
    if (parent) out.parentOf.set(key, parent);
    if (r.children?.length) index(r.children, key, out);
    else out.leaves.add(key);
  }
  return out;
}

/**
 * A checkbox tree over an array of ids, its nodes `{id, label, children}` loaded from `ui:options.path`
 * (GET; `ui:options.rows` for the path in the answer). The value is every checked leaf and the parent
 * of each (de-duplicated); a parent shows as checked when all its leaves are.
 */
export function CheckTreeWidget(props: FieldWidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur } = props;
  const { env } = useScreen();
  const path = optionString(props, 'path', '');
  const rowsAt = optionString(props, 'rows', '');
  const [rows, setRows] = useState<TreeRow[] | null>(null);
  useEffect(() => {
    let live = true;
    env
      .request<unknown>('GET', path)
      .then((answer) => {
        const found = rowsAt ? getPath(answer, rowsAt) : answer;
        if (live) setRows(Array.isArray(found) ? (found as TreeRow[]) : []);
      })
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [env, path, rowsAt]);
  const { leaves, parentOf } = useMemo(() => index(rows ?? []), [rows]);
  const selected = (Array.isArray(value) ? value : []).map(String);
  const checkedKeys = selected.filter((k) => leaves.has(k));
  const numeric = Array.isArray(value) ? value.every((v) => typeof v === 'number') : true;
  if (rows === null) return <Spin size="small" />;
  return (
    <div id={id}>
      <Tree
        checkable
        defaultExpandAll
        selectable={false}
        disabled={disabled || readonly}
        treeData={toNodes(rows)}
        checkedKeys={checkedKeys}
        onCheck={(keys) => {
          const checked = (Array.isArray(keys) ? keys : keys.checked)
            .map(String)
            .filter((k) => leaves.has(k));
          const withParents = [
            ...new Set(checked.flatMap((k) => [parentOf.get(k), k]).filter((k): k is string => !!k)),
          ];
          const next = numeric ? withParents.map(Number) : withParents;
          onChange(next.length ? next : undefined);
          onBlur(id, next);
        }}
      />
    </div>
  );
}
