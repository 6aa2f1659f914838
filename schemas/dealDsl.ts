/**
 * A tiny language for writing the deal catalogue compactly. Every field of the national interface is
 * declared once in a dictionary (`fields/`), with its label, kind and length; a node lists its fields
 * as tokens `name[:length][*]` (`*` = required, `:n` overrides the length for that deal):
 *
 *   node('data', '挂号信息', 'psn_no* insutype* begntime* caty*')
 */
import type { DealMeta, DealNode, DealOption, DealProperty } from './deal';

export type Codes = ReadonlyArray<readonly [string, string]>;

/** A field of the dictionary: how it is entered, its length and, for numbers, precision and scale. */
export interface FieldDef {
  comment: string;
  formType: DealProperty['formType'];
  length: number;
  options?: DealOption[];
  /** N fields (N16,2 → { precision: 16, scale: 2 }). */
  numeric?: { precision: number; scale: number };
}

const options = (codes: Codes): DealOption[] => codes.map(([value, name]) => ({ name, value }));

/** C: character data of at most `length`. */
export const c = (comment: string, length: number): FieldDef => ({ comment, formType: 'INPUT', length });
/** N: a number of `precision` digits, `scale` of them decimals. */
export const n = (comment: string, precision: number, scale = 0): FieldDef => ({
  comment,
  formType: 'INPUT',
  length: precision,
  numeric: { precision, scale },
});
/** D: a date yyyy-MM-dd. */
export const d = (comment: string): FieldDef => ({ comment, formType: 'DATE8', length: 10 });
/** DT: a date-time yyyy-MM-dd HH:mm:ss. */
export const dt = (comment: string): FieldDef => ({ comment, formType: 'DATE14', length: 19 });
/** A code of a code list. */
export const s = (comment: string, length: number, codes: Codes): FieldDef => ({
  comment,
  formType: 'SELECT',
  length,
  options: options(codes),
});

/** The message shown when a required value is missing: 请输入… for text, 请选择… for the others. */
export const tipOf = (formType: DealProperty['formType'], comment: string) =>
  `${formType === 'INPUT' ? '请输入' : '请选择'}${comment}`;

/** A property from a field definition (a field outside the dictionary, or one relabelled for a deal). */
export function prop(name: string, def: FieldDef, require = false): DealProperty {
  return {
    name,
    comment: def.comment,
    formType: def.formType,
    require,
    tip: tipOf(def.formType, def.comment),
    length: def.length,
    ...(def.options ? { options: def.options } : {}),
    ...(def.numeric ? { numeric: def.numeric } : {}),
  };
}

export type Part = string | DealProperty | readonly DealProperty[];

/** Resolves tokens against a dictionary; an unknown field name is an error at load time. */
export function makeNodeBuilders(dictionary: Readonly<Record<string, FieldDef>>) {
  function props(...parts: Part[]): DealProperty[] {
    const out: DealProperty[] = [];
    for (const part of parts) {
      if (typeof part !== 'string') {
        out.push(...(Array.isArray(part) ? part : [part as DealProperty]));
        continue;
      }
      for (const token of part.split(/\s+/).filter(Boolean)) {
        const m = /^([a-zA-Z_][\w]*)(?::(\d+))?(\*)?$/.exec(token);
        const def = m ? dictionary[m[1]!] : undefined;
        if (!m || !def) throw new Error(`交易目录：未知字段 ${token}`);
        const length = m[2] ? Number(m[2]) : def.length;
        out.push(prop(m[1]!, { ...def, length }, m[3] === '*'));
      }
    }
    return out;
  }
  /** A node holding one object. */
  const node = (nodeName: string, title: string, ...parts: Part[]): DealNode => ({
    nodeName,
    title,
    array: false,
    properties: props(...parts),
  });
  /** A node holding a list of rows (`[]` in the national text). */
  const list = (nodeName: string, title: string, ...parts: Part[]): DealNode => ({
    ...node(nodeName, title, ...parts),
    array: true,
  });
  return { props, node, list };
}

/** A deal: its input nodes (in order), output nodes and type. */
export function deal(
  dealName: string,
  comment: string,
  reqProperties: DealNode[],
  resProperties: DealNode[],
  dealType: DealMeta['dealType'] = '',
): DealMeta {
  return {
    dealName,
    comment,
    dealType,
    reqNodeNames: reqProperties.map((nd) => nd.nodeName),
    reqProperties,
    resProperties,
  };
}
