import { Button, Space, Typography } from 'antd';
import { skeletonFor } from '../../../engine/designer/skeleton';
import type { UnionMember } from '../../../engine/designer/unionChoice';
import { usePropertyEnv } from './propertyEnv';
import { UnionField } from './UnionField';

export interface UnionListFieldProps {
  value: unknown;
  onChange(value: unknown[]): void;
  members: UnionMember[];
  /** The items' schema (`{ $ref: Action }`): a new item is its skeleton. */
  of: Record<string, unknown>;
  /** The key's Chinese title (步骤): item n is `<title>n`, the button 添加<title>. */
  label: string;
  /** The list's JSON Pointer in the draft. */
  path: string;
  id?: string;
}

/**
 * A list of choices inside a choice's form (docs/studio.md, 设计), the steps of 依次执行: each item a
 * choice field, moved up or down or removed by its buttons; 添加<title> appends a new one.
 */
export function UnionListField({ value, onChange, members, of, label, path, id }: UnionListFieldProps) {
  const { root, disabled } = usePropertyEnv();
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const swap = (i: number, j: number) => {
    const next = [...items];
    [next[i], next[j]] = [next[j], next[i]];
    onChange(next);
  };
  return (
    <div id={id} role="group" aria-label={label}>
      {items.length === 0 && <Typography.Text type="secondary">尚无{label}</Typography.Text>}
      {items.map((item, i) => {
        const name = `${label}${i + 1}`;
        return (
          <div key={i} role="group" aria-label={name} className="yb-design-union-item">
            <Space style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 4 }}>
              <Typography.Text strong>{name}</Typography.Text>
              <Space size={4}>
                <Button
                  size="small"
                  aria-label={`上移${name}`}
                  disabled={disabled || i === 0}
                  onClick={() => swap(i, i - 1)}
                >
                  上移
                </Button>
                <Button
                  size="small"
                  aria-label={`下移${name}`}
                  disabled={disabled || i === items.length - 1}
                  onClick={() => swap(i, i + 1)}
                >
                  下移
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={`删除${name}`}
                  disabled={disabled}
                  onClick={() => onChange(items.filter((_, j) => j !== i))}
                >
                  删除
                </Button>
              </Space>
            </Space>
            <UnionField
              value={item}
              onChange={(v) => onChange(items.map((x, j) => (j === i ? v : x)))}
              members={members}
              label={name}
              required
              path={`${path}/${i}`}
            />
          </div>
        );
      })}
      <Button disabled={disabled} onClick={() => onChange([...items, skeletonFor(root, of)])}>
        添加{label}
      </Button>
    </div>
  );
}
