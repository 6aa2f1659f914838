import { Select } from 'antd';
import { switchMember, type UnionMember } from '../../../engine/designer/unionChoice';
import { MemberForm } from './MemberForm';
import { usePropertyEnv } from './propertyEnv';

export interface UnionFieldProps {
  value: unknown;
  onChange(value: unknown): void;
  /** The shapes it may take, from the descriptor schema (unionMembers). */
  members: UnionMember[];
  /** The key's Chinese title: the select is `<title>类型`. */
  label: string;
  /** A required key has no 不设置. */
  required?: boolean;
  /** The value's JSON Pointer in the draft. */
  path: string;
  id?: string;
}

const NONE = '';
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A choice of shapes (docs/studio.md, 设计), an action say: its type picked by Chinese title, then the
 * chosen member's own keys as a form under it. Choosing a type writes that member's skeleton with what
 * the old value held of the keys the new one allows; 不设置 clears an optional key.
 */
export function UnionField({ value, onChange, members, label, required, path, id }: UnionFieldProps) {
  const { root, disabled } = usePropertyEnv();
  const current = isObject(value) ? members.find((m) => m.type === value.type) : undefined;
  const choose = (type: string) => {
    const member = members.find((m) => m.type === type);
    onChange(member ? switchMember(root, value, member.definition) : undefined);
  };
  const options = [
    ...(required ? [] : [{ value: NONE, label: '不设置' }]),
    ...members.map((m) => ({ value: m.type, label: m.title })),
  ];
  return (
    <div className="yb-design-union">
      <Select
        id={id}
        aria-label={`${label}类型`}
        showSearch
        virtual={false}
        optionFilterProp="label"
        placeholder="选择类型"
        value={current?.type ?? (required || value !== undefined ? undefined : NONE)}
        options={options}
        onChange={choose}
        disabled={disabled}
        style={{ width: '100%', marginBottom: 8 }}
      />
      {current && isObject(value) && (
        <MemberForm definition={current.definition} value={value} onChange={onChange} path={path} />
      )}
    </div>
  );
}
