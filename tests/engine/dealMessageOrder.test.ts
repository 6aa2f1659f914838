import { describe, expect, it } from 'vitest';
import { createDealStore, messageOrder, type LayoutField, type LayoutNode } from '../../engine/deal';

const field = (name: string): LayoutField => ({
  name,
  label: name,
  widget: 'text',
  trigger: 'blur',
  required: true,
  placeholder: '',
  choices: [],
});
const layout: LayoutNode[] = [
  { name: 'data', title: '基本信息', array: false, fields: [field('psn_no')] },
  { name: 'feedetail', title: '费用明细', array: true, fields: [field('a'), field('b')] },
];

describe('messageOrder: the message a failed submit brings into view is the first in the form', () => {
  it("a list's cells come row by row (the store's row order, not the messages' order), then the list's own", () => {
    const store = createDealStore(layout, {
      feedetail: Array.from({ length: 5000 }, () => ({ a: 'x', b: 'y' })),
    });
    const keys = store.rowKeys('feedetail');
    const at = (row: number, f: string) => `feedetail.${keys[row]}.${f}`;
    // Messages filed in another order than the rows' (as a node's re-validation may leave them).
    const errors = {
      [at(4500, 'a')]: '请输入a',
      [at(3999, 'b')]: '请输入b',
      feedetail: '请完善信息',
      [at(3999, 'a')]: '请输入a',
    };
    const order = messageOrder(layout, errors, store.rowKeys);
    expect(order.slice(0, 2)).toEqual(['data', 'data.psn_no']);
    expect(order.slice(2)).toEqual([at(3999, 'a'), at(3999, 'b'), at(4500, 'a'), 'feedetail']);
  });

  it('a list without cell messages offers its own (请填写…: no rows)', () => {
    expect(messageOrder(layout, { feedetail: '请填写费用明细' }, () => [])).toEqual([
      'data',
      'data.psn_no',
      'feedetail',
    ]);
  });
});
