import { useRef, type KeyboardEvent } from 'react';
import { HolderOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';

type Data = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Why 删除字段 is disabled on a locked field (docs/studio.md, 交易目录). */
export const LOCKED_REASON = '国家接口必填字段，不能删除';

export interface DealFieldListProps {
  fields: readonly Data[];
  selected?: number;
  onSelect(index: number): void;
  onMove(from: number, to: number): void;
  onAdd(): void;
  onRemove(): void;
  /** Whether the field at an index is locked (a starred field of the baseline). */
  locked(index: number | undefined): boolean;
  disabled?: boolean;
}

/** 添加字段, 删除字段 (disabled with its reason on a locked field), 上移 and 下移 on the selected field. */
function FieldButtons(props: DealFieldListProps) {
  const { selected, fields, disabled } = props;
  const none = disabled || selected === undefined;
  const locked = props.locked(selected);
  return (
    <Space wrap size={4} style={{ marginBottom: 8 }}>
      <Button size="small" disabled={disabled} onClick={props.onAdd}>
        添加字段
      </Button>
      <Button
        size="small"
        danger
        disabled={none || locked}
        title={locked ? LOCKED_REASON : undefined}
        aria-description={locked ? LOCKED_REASON : undefined}
        onClick={props.onRemove}
      >
        删除字段
      </Button>
      <Button
        size="small"
        disabled={none || selected === 0}
        onClick={() => props.onMove(selected!, selected! - 1)}
      >
        上移
      </Button>
      <Button
        size="small"
        disabled={none || selected === fields.length - 1}
        onClick={() => props.onMove(selected!, selected! + 1)}
      >
        下移
      </Button>
      {locked && !disabled && <Typography.Text type="secondary">{LOCKED_REASON}</Typography.Text>}
    </Space>
  );
}

/**
 * The selected node's fields (docs/studio.md, 交易目录): a listbox whose options are named by 字段名 and
 * 字段说明; a click selects, ↑/↓ move the selection and Alt+↑/↓ the field, a drag reorders.
 */
export function DealFieldList(props: DealFieldListProps) {
  const { fields, selected, onSelect, onMove, disabled } = props;
  const dragged = useRef<number>(undefined);
  const onKeyDown = (e: KeyboardEvent) => {
    if (disabled || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const step = e.key === 'ArrowUp' ? -1 : 1;
    if (selected === undefined) return fields.length && onSelect(step < 0 ? fields.length - 1 : 0);
    const to = selected + step;
    if (to < 0 || to >= fields.length) return;
    if (e.altKey) onMove(selected, to);
    else onSelect(to);
  };
  return (
    <div>
      <FieldButtons {...props} />
      <ul
        role="listbox"
        aria-label="字段"
        tabIndex={0}
        aria-activedescendant={selected === undefined ? undefined : `deal-field-option-${selected}`}
        onKeyDown={onKeyDown}
        style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflow: 'auto' }}
      >
        {fields.map((f, i) => (
          <li
            key={i}
            id={`deal-field-option-${i}`}
            role="option"
            aria-selected={i === selected}
            draggable={!disabled}
            onClick={() => onSelect(i)}
            onDragStart={(e) => {
              e.dataTransfer?.setData('text/plain', String(i));
              dragged.current = i;
            }}
            onDragOver={(e) => dragged.current !== undefined && e.preventDefault()}
            onDrop={(e) => {
              const from = dragged.current;
              dragged.current = undefined;
              if (from === undefined || disabled) return;
              e.preventDefault();
              onMove(from, i);
            }}
            onDragEnd={() => (dragged.current = undefined)}
            style={{
              cursor: 'pointer',
              padding: '2px 8px',
              background: i === selected ? '#e6f4ff' : undefined,
              borderRadius: 4,
            }}
          >
            <HolderOutlined aria-hidden style={{ marginRight: 6, color: '#8c8c8c', cursor: 'grab' }} />
            <code>{text(f.name)}</code> {text(f.comment)}
            {f.require === true && (
              <Tag style={{ marginLeft: 6 }} aria-hidden>
                必填
              </Tag>
            )}
            {props.locked(i) && <Tag>国家接口必填</Tag>}
          </li>
        ))}
      </ul>
    </div>
  );
}
