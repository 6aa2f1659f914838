import { DealMetaSchema, type DealMeta, type DealNode, type DealProperty } from '../../schemas/dealMeta';
import { asDealMeta } from './asDealMeta';

/** One change, in words: what happened and, for a changed field, each property `标题：旧 → 新`. */
export interface ReadableChange {
  kind: 'added' | 'removed' | 'changed' | 'moved';
  text: string;
  details?: string[];
}

/** The changes of one part (the deal, or one node), under its title. */
export interface ReadableSection {
  title: string;
  changes: ReadableChange[];
}

const NONE = '（无）';
const nodeProps = DealMetaSchema.properties.reqProperties.items.properties;
const fieldProps = nodeProps.properties.items.properties;
const dealProps = DealMetaSchema.properties;
type FieldKey = keyof typeof fieldProps;

/** A value as the diff says it: （无） for none, 是/否, a code list as its codes and names. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return NONE;
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value))
    return value.length
      ? value
          .map((o: { value?: unknown; name?: unknown }) => `${String(o.value)} ${String(o.name)}`)
          .join('、')
      : NONE;
  if (typeof value === 'object') {
    const n = value as { precision?: unknown; scale?: unknown };
    return `${String(n.precision)},${String(n.scale)}`;
  }
  return String(value);
}

const change = (title: string, before: unknown, after: unknown): string[] => {
  const [a, b] = [shown(before), shown(after)];
  return a === b ? [] : [`${title}：${a} → ${b}`];
};

const named = (p: DealProperty) => `${p.name} ${p.comment}`.trim();

/** Each property of a field that differs, `标题：旧 → 新`, in the schema's order (titles from DealMetaSchema). */
export function fieldChanges(before: DealProperty, after: DealProperty): string[] {
  const keys = Object.keys(fieldProps) as FieldKey[];
  const extra = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !(k in fieldProps),
  );
  const at = (p: DealProperty, k: string) => (p as unknown as Record<string, unknown>)[k];
  return [
    ...keys.flatMap((k) => change(fieldProps[k].title, at(before, k), at(after, k))),
    ...extra.flatMap((k) => change(k, at(before, k), at(after, k))),
  ];
}

/** The names both lists keep in their longest common order (an LCS); the others moved. */
function kept(a: string[], b: string[]): Set<string> {
  const width = b.length + 1;
  const len = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => len[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      len[i * width + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const out = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const name = a[i];
    if (name !== undefined && name === b[j]) {
      out.add(name);
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return out;
}

/** The fields added, removed, moved and changed between two versions of a node. */
function fieldsDiff(before: DealProperty[], after: DealProperty[]): ReadableChange[] {
  const old = new Map(before.map((p) => [p.name, p]));
  const now = new Map(after.map((p) => [p.name, p]));
  const common = (list: DealProperty[], other: Map<string, DealProperty>) =>
    list.map((p) => p.name).filter((n) => other.has(n));
  const [a, b] = [common(before, now), common(after, old)];
  const stay = kept(a, b);
  const out: ReadableChange[] = [];
  for (const p of after) {
    const was = old.get(p.name);
    if (!was) {
      out.push({ kind: 'added', text: `新增字段 ${named(p)}` });
      continue;
    }
    if (!stay.has(p.name))
      out.push({
        kind: 'moved',
        text: `顺序 ${named(p)}：第 ${a.indexOf(p.name) + 1} 位 → 第 ${b.indexOf(p.name) + 1} 位`,
      });
    const details = fieldChanges(was, p);
    if (details.length) out.push({ kind: 'changed', text: `修改字段 ${named(p)}`, details });
  }
  for (const p of before) if (!now.has(p.name)) out.push({ kind: 'removed', text: `删除字段 ${named(p)}` });
  return out;
}

/** The sections of one side's nodes (输入节点 or 输出节点). */
function nodesDiff(side: string, before: DealNode[], after: DealNode[]): ReadableSection[] {
  const old = new Map(before.map((n) => [n.nodeName, n]));
  const now = new Set(after.map((n) => n.nodeName));
  const title = (n: DealNode) => `${side} ${n.nodeName}${n.title ? `（${n.title}）` : ''}`;
  const sections = after.flatMap((n): ReadableSection[] => {
    const was = old.get(n.nodeName);
    if (!was)
      return [
        {
          title: title(n),
          changes: [
            { kind: 'added', text: `新增节点，${n.properties.length} 个字段` },
            ...n.properties.map((p) => ({ kind: 'added' as const, text: `新增字段 ${named(p)}` })),
          ],
        },
      ];
    const changes: ReadableChange[] = [
      ...change(nodeProps.title.title, was.title, n.title),
      ...change(nodeProps.array.title, was.array, n.array),
    ].map((text) => ({ kind: 'changed', text }));
    changes.push(...fieldsDiff(was.properties, n.properties));
    return changes.length ? [{ title: title(n), changes }] : [];
  });
  const removed = before
    .filter((n) => !now.has(n.nodeName))
    .map((n) => ({ title: title(n), changes: [{ kind: 'removed' as const, text: '删除节点' }] }));
  return [...sections, ...removed];
}

/** Field by field, what `after` changes of `before`: the deal's own properties, then each node. */
export function dealMetaDiff(before: DealMeta, after: DealMeta): ReadableSection[] {
  const deal = [
    ...change(dealProps.dealName.title, before.dealName, after.dealName),
    ...change(dealProps.comment.title, before.comment, after.comment),
    ...change(dealProps.dealType.title, before.dealType, after.dealType),
  ].map((text): ReadableChange => ({ kind: 'changed', text }));
  return [
    ...(deal.length ? [{ title: '交易', changes: deal }] : []),
    ...nodesDiff(dealProps.reqProperties.title, before.reqProperties, after.reqProperties),
    ...nodesDiff(dealProps.resProperties.title, before.resProperties, after.resProperties),
  ];
}

const parsed = (text: string): DealMeta | undefined => {
  try {
    return asDealMeta(JSON.parse(text), '');
  } catch {
    return undefined;
  }
};

/** dealMetaDiff of two texts; undefined when either is not deal metadata (not JSON, no nodes). */
export function readableDealDiff(before: string, after: string): ReadableSection[] | undefined {
  const [a, b] = [parsed(before), parsed(after)];
  return a && b ? dealMetaDiff(a, b) : undefined;
}
