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
