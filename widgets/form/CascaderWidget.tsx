import { useMemo } from 'react';
import { Cascader } from 'antd';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { TreeOption } from '../../engine/blocks/controllers';
import type { FieldWidgetProps } from './widgetTypes';

const STYLE = { width: '100%' } as const;

type Node = { value: string; label: string; children?: Node[] };

const toNodes = (tree: TreeOption[]): Node[] =>
  tree.map((t) => ({
    value: String(t.value),
    label: t.label,
    ...(t.children ? { children: toNodes(t.children) } : {}),
  }));

/** The path of values from the root down to `value` (empty when it is not in the tree). */
export function pathTo(nodes: Node[], value: string): string[] {
  for (const n of nodes) {
    if (n.value === value) return [n.value];
    const below = n.children ? pathTo(n.children, value) : [];
    if (below.length) return [n.value, ...below];
  }
  return [];
}

/**
 * A cascader (e.g. province → city) over the tree of an option source with `children`
 * (`ui:options.tree`); the value is the deepest level chosen (a province alone may be chosen), as a
 * string. Searchable by name.
 */
export function CascaderWidget(props: FieldWidgetProps) {
  const { id, disabled, readonly, placeholder, value, onChange, options } = props;
  const nodes = useMemo(() => toNodes((options.tree as TreeOption[] | undefined) ?? []), [options.tree]);
  const path = useMemo(
    () => (typeof value === 'string' && value ? pathTo(nodes, value) : []),
    [nodes, value],
  );
  const locked = disabled || readonly;
  return (
    <Cascader<Node>
      id={id}
      style={STYLE}
      options={nodes}
      value={path.length ? path : undefined}
      placeholder={placeholder || '请选择'}
      disabled={locked}
      changeOnSelect
      showSearch
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(v) => onChange(Array.isArray(v) && v.length ? String(v[v.length - 1]) : undefined)}
      notFoundContent="暂无数据"
    />
  );
}
