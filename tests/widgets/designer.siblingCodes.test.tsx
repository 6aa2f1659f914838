/**
 * 属性 (docs/studio.md, 设计): a map of codes is offered the codes of the other maps beside it, and only
 * of maps: an object of named keys beside it is no code list.
 */
import { describe, expect, it } from 'vitest';
import { siblingCodes } from '../../widgets/blocks/designer/siblingCodes';

const form = {
  type: 'object',
  properties: {
    request: { type: 'object', properties: { method: { type: 'string' }, path: { type: 'string' } } },
    xLabels: { type: 'object', additionalProperties: { type: 'string' } },
    format: {
      type: 'object',
      properties: {
        map: { type: 'object', additionalProperties: { type: 'string' } },
        tags: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
};

describe('the codes a map of 属性 is offered', () => {
  it('标签颜色 is offered the codes of 代码映射 beside it, with their labels: 0（禁用）, 1（启用）', () => {
    const data = { format: { map: { '1': '启用', '0': '禁用' } } };
    expect(siblingCodes(data, ['format', 'tags'], form)).toEqual([
      { code: '0', label: '禁用' },
      { code: '1', label: '启用' },
    ]);
  });

  it("a chart's 横轴文字 is offered no codes from its 数据接口 (method, path are named keys, not codes)", () => {
    const data = { request: { method: 'GET', path: '/commondeal/' } };
    expect(siblingCodes(data, ['xLabels'], form)).toEqual([]);
  });
});
