import type { DealMeta, DealNode, DealProperty } from '../../schemas/deal';

/** Builders of fixture metadata, in the shape `POST /commondeal/meta` answers. */
type Codes = Readonly<Record<string, string>>;

const options = (codes: Codes) => Object.entries(codes).map(([value, name]) => ({ name, value }));

/** An INPUT of `length` characters (C30 → 30, N16,2 → 16). */
export function text(name: string, comment: string, length: number, require = false): DealProperty {
  return { name, comment, formType: 'INPUT', require, tip: `请输入${comment}`, length };
}

/** A SELECT over a code list. */
export function code(name: string, comment: string, codes: Codes, length = 6, require = false): DealProperty {
  return {
    name,
    comment,
    formType: 'SELECT',
    require,
    tip: `请选择${comment}`,
    length,
    options: options(codes),
  };
}

/** A date (D, yyyy-MM-dd). */
export function date(name: string, comment: string, require = false): DealProperty {
  return { name, comment, formType: 'DATE8', require, tip: `请选择${comment}`, length: 8 };
}

/** A date-time (DT, yyyy-MM-dd HH:mm:ss). */
export function dateTime(name: string, comment: string, require = false): DealProperty {
  return { name, comment, formType: 'DATE14', require, tip: `请选择${comment}`, length: 14 };
}

/** Required. */
export const Y = true;

export function node(nodeName: string, title: string, properties: DealProperty[], array = false): DealNode {
  return { nodeName, title, array, properties };
}

export function deal(
  dealName: string,
  comment: string,
  req: DealNode[],
  res: DealNode[],
  dealType: DealMeta['dealType'] = '',
): DealMeta {
  return {
    dealName,
    comment,
    dealType,
    reqNodeNames: req.map((n) => n.nodeName),
    reqProperties: req,
    resProperties: res,
  };
}
