import type { Ajv, ValidateFunction } from 'ajv';
import type { JsonSchema } from '../schema';
import { firstMessages } from '../form';
import type { DealErrors, DealValidate } from './types';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** Messages under `prefix` (a node's messages are found under `node.…`). */
function under(prefix: string, errors: DealErrors): DealErrors {
  return Object.fromEntries(Object.entries(errors).map(([p, m]) => [p ? `${prefix}.${p}` : prefix, m]));
}

/**
 * A deal's validator, compiled node by node on first use: a field left or changed validates its
 * node only, and compiling a 300-field deal never blocks the page at once (`warmNext` compiles one
 * more node when the browser is idle). The whole input is the root's shell (every node present)
 * plus each node. Answers null when valid, else the message that wins at each data path (the form
 * core's `firstMessages`).
 */
export function compileDealValidator(ajv: Ajv, schema: JsonSchema): DealValidate {
  const nodes = isObj(schema.properties) ? schema.properties : {};
  const names = Object.keys(nodes);
  const compiled = new Map<string, ValidateFunction>();
  const compile = (name: string): ValidateFunction | undefined => {
    const node = nodes[name];
    if (!isObj(node)) return undefined;
    let fn = compiled.get(name);
    if (!fn) compiled.set(name, (fn = ajv.compile(node)));
    return fn;
  };
  const { properties: _, ...shellSchema } = schema;
  let shell: ValidateFunction | undefined;

  const node = (name: string, value: unknown): DealErrors | null => {
    const fn = compile(name);
    return !fn || fn(value) ? null : under(name, firstMessages(fn.errors ?? []));
  };
  const validate = (data: Record<string, unknown>): DealErrors | null => {
    shell ??= ajv.compile(shellSchema);
    let out: DealErrors = shell(data) ? {} : firstMessages(shell.errors ?? []);
    for (const name of names) if (data[name] !== undefined) out = { ...out, ...node(name, data[name]) };
    return Object.keys(out).length ? out : null;
  };
  const warmNext = (): boolean => {
    const next = names.find((n) => !compiled.has(n));
    if (next !== undefined) compile(next);
    return names.some((n) => !compiled.has(n));
  };
  return Object.assign(validate, { node, warmNext });
}
