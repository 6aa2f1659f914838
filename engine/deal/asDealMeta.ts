import type { DealMeta, DealNode } from '../../schemas/deal';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const nodes = (v: unknown): DealNode[] =>
  Array.isArray(v) ? v.filter((n): n is DealNode => isObj(n) && Array.isArray(n.properties)) : [];

/**
 * The metadata in an answer of `POST /commondeal/meta`: the DealMeta itself or `{dealMeta}`; lists
 * the server left out become empty. Undefined when the answer holds no input nodes list.
 */
export function asDealMeta(answer: unknown, dealName: string): DealMeta | undefined {
  const meta = isObj(answer) && isObj(answer.dealMeta) ? answer.dealMeta : answer;
  if (!isObj(meta) || !Array.isArray(meta.reqProperties)) return undefined;
  const req = nodes(meta.reqProperties);
  return {
    dealName: typeof meta.dealName === 'string' ? meta.dealName : dealName,
    comment: typeof meta.comment === 'string' ? meta.comment : '',
    dealType: meta.dealType === 'DOWNLOAD' || meta.dealType === 'DOWNJSON' ? meta.dealType : '',
    reqNodeNames: Array.isArray(meta.reqNodeNames)
      ? meta.reqNodeNames.map(String)
      : req.map((n) => n.nodeName),
    reqProperties: req,
    resProperties: nodes(meta.resProperties),
  };
}
