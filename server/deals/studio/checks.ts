/**
 * The checks of a deal's metadata the studio is asked to save or publish (docs/server.md#交易目录-deals-as-data): the text
 * parses as the deal it is saved as and fits the deal metadata schema; to publish, each node's field codes
 * are distinct, each type, length and precision fits the envelope, each code list exists and each pattern
 * compiles, the baseline's required (starred) fields stay and are not loosened, and no saved deal SQL
 * configuration loses its node or a field it names unless the publish drops it. Each problem names the
 * deal, the node and the field, in Chinese.
 */
import { Ajv } from 'ajv';
import { DealMetaSchema, type DealMeta, type DealNode, type DealOption } from '../../../schemas/deal';
import { DEAL_BODY_MAX } from '../../../schemas/dealStudio';
import { describeSchemaErrors } from '../../../engine/lint/schemaErrors';
import { numericOf } from '../input/schema';

export interface Problem {
  path: string;
  message: string;
}

/** The longest value the envelope carries: 9101's file content (10 MB as text). */
export const ENVELOPE_MAX_LENGTH = 10 * 1024 * 1024;
/** A number's digits the envelope carries: N16,6 at most. */
export const ENVELOPE_MAX_PRECISION = 16;
export const ENVELOPE_MAX_SCALE = 6;

const ajv = new Ajv({ allErrors: true, strict: false });
const validMeta = ajv.compile({ ...DealMetaSchema, $id: undefined });

/** The deal of `text`, or the problems that stop it being the metadata of deal `dealName`. */
export function parseDeal(
  dealName: string,
  text: string,
): { meta: DealMeta; problems: [] } | { meta?: undefined; problems: Problem[] } {
  if (Buffer.byteLength(text) > DEAL_BODY_MAX)
    return { problems: [{ path: '', message: `交易元数据超过 ${DEAL_BODY_MAX / 1000} kB 的上限` }] };
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { problems: [{ path: '', message: `交易元数据不是有效的 JSON：${(e as Error).message}` }] };
  }
  if (!validMeta(doc))
    return {
      problems: describeSchemaErrors(validMeta.errors ?? []).map((e) => ({
        path: e.path,
        message: `不符合交易元数据 schema：${e.message}`,
      })),
    };
  const meta = doc as DealMeta;
  if (meta.dealName !== dealName)
    return { problems: [{ path: 'dealName', message: `交易编号应为 "${dealName}"（与所保存的交易一致）` }] };
  return { meta, problems: [] };
}

/** `2207 结算信息（data）`: how a problem names its deal and node. */
const nodeText = (meta: DealMeta, node: DealNode) => `${meta.dealName} ${node.title}（${node.nodeName}）`;

/** A node's own problems: duplicate codes, what the envelope cannot carry, code lists, patterns. */
function nodeProblems(
  meta: DealMeta,
  node: DealNode,
  path: string,
  codeLists: ReadonlyMap<string, readonly DealOption[]>,
): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<string>();
  node.properties.forEach((p, i) => {
    const at = `${path}.properties[${i}]`;
    const say = (message: string, where = at) =>
      out.push({ path: where, message: `${nodeText(meta, node)}：字段 ${p.name} ${message}` });
    if (seen.has(p.name)) say('重复', `${at}.name`);
    seen.add(p.name);
    if (!Number.isInteger(p.length) || p.length < 1 || p.length > ENVELOPE_MAX_LENGTH)
      say(`的长度应为 1 至 ${ENVELOPE_MAX_LENGTH} 的整数（报文无法传送 ${p.length}）`, `${at}.length`);
    const n = numericOf(p);
    if (
      n &&
      (n.precision < 1 ||
        n.precision > ENVELOPE_MAX_PRECISION ||
        n.scale < 0 ||
        n.scale > ENVELOPE_MAX_SCALE ||
        n.scale >= n.precision)
    )
      say(
        `的数字位数应不超过 ${ENVELOPE_MAX_PRECISION} 位、小数不超过 ${ENVELOPE_MAX_SCALE} 位且少于总位数（报文无法传送 N${n.precision},${n.scale}）`,
        `${at}.numeric`,
      );
    if (p.codeList !== undefined && !codeLists.has(p.codeList))
      say(`的代码表 ${p.codeList} 不存在`, `${at}.codeList`);
    if (p.pattern !== undefined)
      try {
        new RegExp(p.pattern, 'u');
      } catch (e) {
        say(`的格式（正则表达式）无法编译：${(e as Error).message}`, `${at}.pattern`);
      }
  });
  return out;
}

/** The baseline's required (starred) fields: kept, still required, not longer and not wider. */
function lockedProblems(meta: DealMeta, baseline: DealMeta): Problem[] {
  const out: Problem[] = [];
  for (const base of baseline.reqProperties) {
    const i = meta.reqProperties.findIndex((n) => n.nodeName === base.nodeName);
    const node = meta.reqProperties[i];
    for (const b of base.properties.filter((p) => p.require)) {
      const say = (message: string, path: string) =>
        out.push({
          path,
          message: `${nodeText(meta, node ?? base)}：字段 ${b.name}（${b.comment}）为国家接口必填字段，${message}`,
        });
      const j = node ? node.properties.findIndex((p) => p.name === b.name) : -1;
      const p = node?.properties[j];
      const at = `reqProperties[${i}].properties[${j}]`;
      if (!p) say('不能删除', node ? `reqProperties[${i}]` : 'reqProperties');
      else if (!p.require) say('不能改为非必填', `${at}.require`);
      else if (p.length > b.length) say(`长度不能超过出厂的 ${b.length}`, `${at}.length`);
      else if ((numericOf(p)?.precision ?? 0) > (numericOf(b)?.precision ?? Infinity))
        say(`数字位数不能超过出厂的 ${numericOf(b)!.precision}`, `${at}.numeric`);
    }
  }
  return out;
}

/** A saved deal SQL configuration: the input node it fills and the fields its parameters name. */
export interface SqlConfigRef {
  nodeName: string;
  params: string;
}

/** The configurations `meta` would orphan (their node or a field they name gone), each with why. */
export function orphanedConfigs(meta: DealMeta, configs: readonly SqlConfigRef[]): Problem[] {
  return configs.flatMap((c) => {
    const node = meta.reqProperties.find((n) => n.nodeName === c.nodeName);
    const lost = node
      ? c.params.split(',').filter((f) => f && !node.properties.some((p) => p.name === f))
      : [];
    if (node && !lost.length) return [];
    const why = node ? `用到的字段 ${lost.join('、')} 将不存在` : '所在的节点将不存在';
    return [
      {
        path: `sqlConfigs.${c.nodeName}`,
        message: `${meta.dealName} 节点 ${c.nodeName} 的SQL配置${why}：请在发布时一并删除该配置（dropSqlConfigs），或保留其节点与字段`,
      },
    ];
  });
}

/** Every problem that stops `meta` being published over `baseline` (undefined: a deal the baseline lacks). */
export function publishProblems(
  meta: DealMeta,
  baseline: DealMeta | undefined,
  codeLists: ReadonlyMap<string, readonly DealOption[]>,
): Problem[] {
  return [
    ...meta.reqProperties.flatMap((n, i) => nodeProblems(meta, n, `reqProperties[${i}]`, codeLists)),
    ...meta.resProperties.flatMap((n, i) => nodeProblems(meta, n, `resProperties[${i}]`, codeLists)),
    ...(baseline ? lockedProblems(meta, baseline) : []),
  ];
}

/** The metadata as published: a field with a code list holds the list's codes as they are now. */
export const withCodeLists = (
  meta: DealMeta,
  codeLists: ReadonlyMap<string, readonly DealOption[]>,
): DealMeta => {
  const fill = (n: DealNode): DealNode => ({
    ...n,
    properties: n.properties.map((p) => {
      const options = p.codeList === undefined ? undefined : codeLists.get(p.codeList);
      return options ? { ...p, options: options.map(({ name, value }) => ({ name, value })) } : p;
    }),
  });
  return {
    ...meta,
    reqProperties: meta.reqProperties.map(fill),
    resProperties: meta.resProperties.map(fill),
  };
};
