/**
 * Validates a deal's normalised input against the schema derived from its metadata and answers the
 * first problem in form order (node, row, field) as the center would say it: a missing required field
 * gives the field's tip; rows are named (费用明细第2行：请输入数量).
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { DealMeta, DealProperty } from '../../../schemas/deal';
import { validationMessages } from '../../../schemas/messages';
import { dealInputSchema, numericOf } from './schema';
import type { CleanInput } from './types';

const ajv = new Ajv({ allErrors: true, strict: false });
/** One validator per served metadata: a published version is a new object, so it gets its own. */
const cache = new WeakMap<DealMeta, ValidateFunction>();

function validatorOf(meta: DealMeta): ValidateFunction {
  let fn = cache.get(meta);
  if (!fn) {
    // Compiled without its $id: the versions of one deal would clash in ajv's registry.
    const { $id: _, ...schema } = dealInputSchema(meta);
    fn = ajv.compile(schema);
    cache.set(meta, fn);
  }
  return fn;
}

function messageOf(p: DealProperty, error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return p.tip;
    case 'maxLength':
      return `${p.comment}长度不能超过${p.length}`;
    case 'enum':
      return `${p.comment}不在代码表中`;
    case 'pattern':
      if (p.pattern && (error.params as { pattern?: string }).pattern === p.pattern)
        return p.patternMessage || `${p.comment}格式不正确`;
      if (p.formType === 'DATE8') return `${p.comment}格式应为yyyy-MM-dd`;
      if (p.formType === 'DATE14') return `${p.comment}格式应为yyyy-MM-dd HH:mm:ss`;
      return validationMessages.numeric(
        p.comment,
        numericOf(p)?.precision ?? p.length,
        numericOf(p)?.scale ?? 0,
      );
    default:
      return `${p.comment}格式不正确`;
  }
}

interface Located {
  rank: number[];
  message: string;
}

function locate(meta: DealMeta, error: ErrorObject): Located | undefined {
  const path = error.instancePath.split('/').filter(Boolean);
  const nodeIndex = meta.reqProperties.findIndex((n) => n.nodeName === path[0]);
  const node = meta.reqProperties[nodeIndex];
  if (!node) return undefined;
  if (error.keyword === 'minItems') return { rank: [nodeIndex, -1, -1], message: `请填写${node.title}` };
  const row = node.array ? Number(path[1]) : -1;
  const field =
    error.keyword === 'required'
      ? (error.params as { missingProperty: string }).missingProperty
      : path[node.array ? 2 : 1];
  const propIndex = node.properties.findIndex((p) => p.name === field);
  const p = node.properties[propIndex];
  if (!p) return undefined;
  const prefix = node.array ? `${node.title}第${row + 1}行：` : '';
  return { rank: [nodeIndex, row, propIndex], message: prefix + messageOf(p, error) };
}

const before = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
};

/** The first problem of the input, or null when it is valid. */
export function validateDealInput(meta: DealMeta, input: CleanInput): string | null {
  const validate = validatorOf(meta);
  if (validate(input)) return null;
  let first: Located | undefined;
  for (const error of validate.errors ?? []) {
    const found = locate(meta, error);
    if (found && (!first || before(found.rank, first.rank))) first = found;
  }
  return first?.message ?? `${meta.comment}输入不正确`;
}
