import { describe, expect, it } from 'vitest';
import { createFormCore, firstInvalid } from '../../engine/form';

describe('the form core: when a field shows its messages (docs/descriptor.md, how every form behaves)', () => {
  it('no field shows a message before it is left or the form submitted', () => {
    const core = createFormCore();
    expect(core.shows('root_code')).toBe(false);
    expect(core.submitted).toBe(false);
  });

  it('leaving a field shows its messages, and only its own', () => {
    const core = createFormCore();
    core.leave('root_code');
    expect(core.shows('root_code')).toBe(true);
    expect(core.shows('root_note')).toBe(false);
    expect([...core.touched]).toEqual(['root_code']);
  });

  it('a submit shows every field’s messages', () => {
    const core = createFormCore();
    core.submit();
    expect(core.shows('root_note')).toBe(true);
    expect(core.submitted).toBe(true);
  });

  it('a change re-checks a field at once only while it shows a message', () => {
    const core = createFormCore();
    expect(core.checksOnChange('root_code', false)).toBe(false);
    core.leave('root_code');
    expect(core.checksOnChange('root_code', false)).toBe(false);
    expect(core.checksOnChange('root_code', true)).toBe(true);
  });

  it('clear forgets the fields left and the submit (reset)', () => {
    const core = createFormCore();
    core.leave('root_code');
    core.submit();
    core.clear();
    expect(core.shows('root_code')).toBe(false);
    expect(core.submitted).toBe(false);
  });
});

describe('the form core: where a failed submit puts the focus', () => {
  it('the first invalid field in the form’s order, not in the order of the messages', () => {
    const invalid = new Set(['note', 'code']);
    expect(firstInvalid(['name', 'code', 'note'], (id) => invalid.has(id))).toBe('code');
  });

  it('nowhere when no field is invalid', () => {
    expect(firstInvalid(['name', 'code'], () => false)).toBeUndefined();
  });
});

describe('the form core: it holds the messages and shows those that are due', () => {
  const rjsfId = (path: string) => ['root', ...path.split('.').filter(Boolean)].join('_');

  it('messages are filed under the renderer’s field id and show only once the field is left', () => {
    const core = createFormCore(rjsfId);
    core.setMessages({ menuname: ['请输入菜单名称'], 'contact.phone': ['请正确填写手机号'] });
    expect(core.messagesOf('root_menuname')).toEqual([]);
    expect(core.invalid('root_menuname')).toBe(true);
    core.leave('root_contact_phone');
    expect(core.messagesOf('root_contact_phone')).toEqual(['请正确填写手机号']);
    expect(core.shown()).toEqual([
      { path: 'contact.phone', id: 'root_contact_phone', messages: ['请正确填写手机号'] },
    ]);
  });

  it('a submit shows every message, and the focus goes to the first field holding one', () => {
    const core = createFormCore(rjsfId);
    core.setMessages({ orderno: ['请输入显示顺序'], menuname: ['请输入菜单名称'] });
    core.submit();
    expect(core.shown().map((s) => s.path)).toEqual(['orderno', 'menuname']);
    expect(core.firstInvalid(['root_menutype', 'root_menuname', 'root_orderno'])).toBe('root_menuname');
  });

  it('a new validation replaces the messages: a corrected field is no longer invalid', () => {
    const core = createFormCore();
    core.submit();
    core.setMessages({ 'data.psn_no': ['请输入人员编号'] });
    core.setMessages({});
    expect(core.invalid('data.psn_no')).toBe(false);
    expect(core.shown()).toEqual([]);
  });

  it('a validation within one node replaces that node’s messages only', () => {
    const core = createFormCore();
    core.submit();
    core.setMessages({
      'data.psn_no': ['请输入人员编号'],
      'diseinfo.0.diag_code': ['请输入诊断代码'],
      diseinfo: ['x'],
    });
    core.setMessages({ 'diseinfo.0.adm_cond': ['请完善信息'] }, 'diseinfo');
    expect(core.shown().map((s) => s.path)).toEqual(['data.psn_no', 'diseinfo.0.adm_cond']);
  });

  it('a change re-checks a field by itself while the core shows a message under it', () => {
    const core = createFormCore();
    core.setMessages({ 'data.psn_no': ['请输入人员编号'] });
    expect(core.checksOnChange('data.psn_no')).toBe(false);
    core.leave('data.psn_no');
    expect(core.checksOnChange('data.psn_no')).toBe(true);
    expect(core.checksOnChange('data.insutype')).toBe(false);
  });

  it('clear forgets the messages too (reset, a new deal)', () => {
    const core = createFormCore();
    core.setMessages({ 'data.psn_no': ['请输入人员编号'] });
    core.clear();
    expect(core.invalid('data.psn_no')).toBe(false);
  });
});
