/**
 * A province's 20 extension fields on 2207's input node (docs/domain.md §13), for the bench of a published
 * 2207 (docs/performance.md, 交易目录): in a group 地方扩展, alternately a required code over 是/否 with a
 * default, a text with a pattern and its message, and every fifth a textarea.
 */
import type { DealMeta, DealProperty } from '../schemas/deal';

const YES_NO = [
  { name: '否', value: '0' },
  { name: '是', value: '1' },
];

export function extensionFields(count = 20): DealProperty[] {
  return Array.from({ length: count }, (_, i): DealProperty => {
    const n = String(i + 1).padStart(2, '0');
    const group = { group: '地方扩展' };
    if (i % 2 === 0)
      return {
        name: `local_flag_${n}`,
        comment: `地方标识${n}`,
        formType: 'SELECT',
        require: true,
        tip: `请选择地方标识${n}`,
        length: 1,
        options: YES_NO,
        codeList: 'yes_no',
        default: '0',
        ...group,
      };
    return {
      name: `local_text_${n}`,
      comment: `地方信息${n}`,
      formType: 'INPUT',
      require: false,
      tip: `请输入地方信息${n}`,
      length: 50,
      pattern: '^[0-9A-Za-z]{0,50}$',
      patternMessage: `地方信息${n}应为数字或字母`,
      ...(i % 5 === 4 ? { widget: 'textarea' as const } : {}),
      ...group,
    };
  });
}

/** `meta` with the extension fields after the fields of its first input node. */
export const withExtensions = (meta: DealMeta, count = 20): DealMeta => ({
  ...meta,
  reqProperties: meta.reqProperties.map((node, i) =>
    i === 0 ? { ...node, properties: [...node.properties, ...extensionFields(count)] } : node,
  ),
});
