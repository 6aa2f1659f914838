/**
 * The colours of a code list's tags, for a column made from the contract (docs/studio.md, 设计, 从接口添加):
 * a code whose label says how things stand gets that meaning's colour (启用 green, 停用 red, 待审核 gold…);
 * the others take, in the list's order, the first colour of the palette no code has yet.
 */
import type { TagColor } from '../descriptor';

/** Words a label is read by, most telling first: the first that a label contains gives its colour. */
const MEANINGS: readonly [RegExp, TagColor][] = [
  [/未通过|不通过|未审核|未生效|未启用|无效|未激活/, 'red'],
  [/待|审核中|处理中|进行中|办理中|申请中|审批中/, 'gold'],
  [/停用|禁用|注销|作废|撤销|失败|拒绝|驳回|退回|冻结|异常|删除|关闭|过期|失效|暂停|锁定/, 'red'],
  [/启用|有效|正常|成功|通过|生效|激活|完成|已审|在用|开启|开通|已结算/, 'green'],
];

/** What the codes without a telling label take, in this order; beyond it a plain grey tag. */
const PALETTE: readonly TagColor[] = ['blue', 'cyan', 'purple', 'orange', 'green', 'red', 'gold'];

/** The colour a label's meaning gives, if it says one. */
export function meaningColour(label: string): TagColor | undefined {
  return MEANINGS.find(([words]) => words.test(label))?.[1];
}

/** A colour for every code of a labelled code list: by its label's meaning, else the next free colour. */
export function tagColours(map: Readonly<Record<string, string>>): Record<string, TagColor> {
  const codes = Object.keys(map);
  const said = new Map(codes.map((c) => [c, meaningColour(map[c]!)] as const));
  const taken = new Set([...said.values()].filter(Boolean));
  const free = PALETTE.filter((c) => !taken.has(c));
  let next = 0;
  return Object.fromEntries(codes.map((c) => [c, said.get(c) ?? free[next++] ?? 'default']));
}
