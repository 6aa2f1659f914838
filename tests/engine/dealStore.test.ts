import { describe, expect, it, vi } from 'vitest';
import { createDealStore } from '../../engine/deal';

const nodes = [
  { name: 'data', array: false },
  { name: 'diseinfo', array: true },
];

describe('deal store: one subscription per field', () => {
  it('starts with every node present and drops empty values', () => {
    const s = createDealStore(nodes, { data: { psn_no: 'P1', card_sn: '' } });
    expect(s.snapshot()).toEqual({ data: { psn_no: 'P1' }, diseinfo: [] });
  });

  it('typing into a field notifies that field only (and the whole-form listeners)', () => {
    const s = createDealStore(nodes);
    const psn = vi.fn();
    const other = vi.fn();
    const all = vi.fn();
    s.subscribe('data.psn_no', psn);
    s.subscribe('data.certno', other);
    s.subscribeAll(all);
    const before = s.snapshot();
    s.setValue('data.psn_no', 'P');
    expect(psn).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(all).toHaveBeenCalledTimes(1);
    expect(s.snapshot()).not.toBe(before);
    expect(s.value('data.psn_no')).toBe('P');
    s.setValue('data.psn_no', 'P');
    expect(psn).toHaveBeenCalledTimes(1);
    s.setValue('data.psn_no', '');
    expect(s.snapshot()).toEqual({ data: {}, diseinfo: [] });
  });

  it('rows keep their keys; a cell edit notifies that cell only', () => {
    const s = createDealStore(nodes);
    const k1 = s.addRow('diseinfo');
    const k2 = s.addRow('diseinfo');
    const rows = s.rowKeys('diseinfo');
    expect(rows).toEqual([k1, k2]);
    const c1 = vi.fn();
    const c2 = vi.fn();
    const structure = vi.fn();
    s.subscribe(`diseinfo.${k1}.diag_code`, c1);
    s.subscribe(`diseinfo.${k2}.diag_code`, c2);
    s.subscribe('diseinfo', structure);
    s.setValue(`diseinfo.${k2}.diag_code`, 'J18.900');
    expect(c2).toHaveBeenCalledTimes(1);
    expect(c1).not.toHaveBeenCalled();
    expect(structure).not.toHaveBeenCalled();
    expect(s.rowKeys('diseinfo')).toBe(rows);
    s.removeRow('diseinfo', k1);
    expect(structure).toHaveBeenCalledTimes(1);
    expect(s.rowKeys('diseinfo')).toEqual([k2]);
    expect(s.snapshot().diseinfo).toEqual([{ diag_code: 'J18.900' }]);
    expect(s.idOf('diseinfo.0.diag_code')).toBe(`diseinfo.${k2}.diag_code`);
  });

  it('setAt writes at a data path (setValue actions) and notifies what changed', () => {
    const s = createDealStore(nodes, { data: { psn_no: 'P1' } });
    const ver = vi.fn();
    const psn = vi.fn();
    s.subscribe('data.ver', ver);
    s.subscribe('data.psn_no', psn);
    s.setAt('data.ver', '20240301');
    expect(s.snapshot().data).toEqual({ psn_no: 'P1', ver: '20240301' });
    expect(ver).toHaveBeenCalledTimes(1);
    expect(psn).not.toHaveBeenCalled();
    s.setAt('diseinfo', [{ diag_code: 'A' }, { diag_code: 'B' }]);
    expect(s.rowKeys('diseinfo')).toHaveLength(2);
    expect(s.value(s.idOf('diseinfo.1.diag_code'))).toBe('B');
  });

  it('messages are set by field id and only changed ones notify', () => {
    const s = createDealStore(nodes);
    const psn = vi.fn();
    const certno = vi.fn();
    s.subscribe('data.psn_no', psn);
    s.subscribe('data.certno', certno);
    s.setErrors({ 'data.psn_no': '请输入人员编号' });
    expect(s.error('data.psn_no')).toBe('请输入人员编号');
    s.setErrors({ 'data.psn_no': '请输入人员编号', 'data.certno': '请输入证件号码' });
    expect(psn).toHaveBeenCalledTimes(1);
    expect(certno).toHaveBeenCalledTimes(1);
    s.setErrors({});
    expect(psn).toHaveBeenCalledTimes(2);
    expect(s.error('data.certno')).toBeUndefined();
  });

  it('load replaces the input (reset) and notifies each field that changed', () => {
    const s = createDealStore(nodes, { data: { psn_no: 'P1', certno: 'C' }, diseinfo: [{ diag_code: 'A' }] });
    const psn = vi.fn();
    const structure = vi.fn();
    s.subscribe('data.psn_no', psn);
    s.subscribe('diseinfo', structure);
    s.load({});
    expect(s.snapshot()).toEqual({ data: {}, diseinfo: [] });
    expect(psn).toHaveBeenCalledTimes(1);
    expect(structure).toHaveBeenCalledTimes(1);
  });
});
