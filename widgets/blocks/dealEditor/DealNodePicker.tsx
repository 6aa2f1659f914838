import type { KeyboardEvent } from 'react';
import { Button, Space } from 'antd';
import {
  DEAL_SIDES,
  nodesAt,
  SIDE_WORDS,
  type DealNodeAt,
  type DealSide,
} from '../../../engine/blocks/controllers/dealEditor/dealMetaOps';

type Data = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export interface DealNodePickerProps {
  doc: Data | undefined;
  selected?: DealNodeAt;
  onSelect(at: DealNodeAt): void;
  onAdd(side: DealSide): void;
  onRemove(): void;
  disabled?: boolean;
}

/**
 * The deal's nodes (docs/studio.md, 交易目录): a listbox of its input then output nodes, each named by its
 * side and 节点名 (`输入 data`); 添加输入节点, 添加输出节点 and 删除节点 beside it.
 */
export function DealNodePicker({ doc, selected, onSelect, onAdd, onRemove, disabled }: DealNodePickerProps) {
  const all = DEAL_SIDES.flatMap((side) => nodesAt(doc, side).map((n, node) => ({ side, node, n })));
  const at = all.findIndex((o) => o.side === selected?.side && o.node === selected.node);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    const next = all[at + (e.key === 'ArrowUp' ? -1 : 1)];
    if (next) onSelect({ side: next.side, node: next.node });
  };
  return (
    <div>
      <Space wrap size={4} style={{ marginBottom: 8 }}>
        <Button size="small" disabled={disabled} onClick={() => onAdd('reqProperties')}>
          添加输入节点
        </Button>
        <Button size="small" disabled={disabled} onClick={() => onAdd('resProperties')}>
          添加输出节点
        </Button>
        <Button size="small" danger disabled={disabled || at < 0} onClick={onRemove}>
          删除节点
        </Button>
      </Space>
      <ul
        role="listbox"
        aria-label="节点"
        tabIndex={0}
        aria-activedescendant={at < 0 ? undefined : `deal-node-option-${at}`}
        onKeyDown={onKeyDown}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {all.map((o, i) => (
          <li
            key={`${o.side}-${o.node}`}
            id={`deal-node-option-${i}`}
            role="option"
            aria-selected={i === at}
            onClick={() => onSelect({ side: o.side, node: o.node })}
            style={{
              cursor: 'pointer',
              padding: '2px 8px',
              background: i === at ? '#e6f4ff' : undefined,
              borderRadius: 4,
            }}
          >
            {SIDE_WORDS[o.side]} <code>{text(o.n.nodeName)}</code> {text(o.n.title)}
            {o.n.array === true && '（列表）'}
          </li>
        ))}
      </ul>
    </div>
  );
}
