import { describe, expect, it } from 'vitest';
import { LoginBody } from '../../schemas/auth';
import { lightFormFits, orderedFields, requiredNow } from '../../widgets/form/lightFormFits';

const text = { type: 'string', title: '名称' };

describe('light form path (/login paints without RJSF and ajv)', () => {
  it('takes a flat form of text fields, the login form included', () => {
    expect(lightFormFits({ type: 'object', properties: { name: text } }, {})).toBe(true);
    expect(lightFormFits(LoginBody, { loginType: { 'ui:widget': 'segmented' } })).toBe(true);
  });

  it('leaves to RJSF what it would draw differently', () => {
    const form = (field: object, ui: object = {}) =>
      lightFormFits({ type: 'object', properties: { f: field } }, { f: ui });
    expect(form({ type: 'number' })).toBe(false);
    expect(form({ ...text, format: 'date' })).toBe(false);
    expect(form({ ...text, description: '说明' })).toBe(false);
    expect(form({ ...text, enum: ['a', 'b'] })).toBe(false);
    expect(form({ ...text, enum: ['a', 'b'] }, { 'ui:widget': 'segmented' })).toBe(true);
    expect(form(text, { 'ui:widget': 'select' })).toBe(false);
    expect(form(text, { 'ui:help': '提示' })).toBe(false);
    expect(form({ type: 'array', items: text })).toBe(false);
    expect(lightFormFits({ type: 'object', properties: { f: { $ref: 'X' } } }, {})).toBe(false);
    expect(
      lightFormFits(
        { type: 'object', properties: { f: text }, allOf: [{ if: {}, then: { properties: {} } }] },
        {},
      ),
    ).toBe(false);
  });

  it('marks the fields an allOf branch requires for the data, as RJSF does', () => {
    const schema = LoginBody as unknown as Record<string, unknown>;
    expect([...requiredNow(schema, { loginType: 'password', user: 'admin' })].sort()).toEqual(
      ['checkCode', 'checkKey', 'password', 'user'].sort(),
    );
    const sms = requiredNow(schema, { loginType: 'sms', user: 'T21010200003' });
    expect(sms.has('smsCode')).toBe(true);
    expect(sms.has('password')).toBe(false);
    expect(sms.has('idCard')).toBe(true);
  });

  it('orders the fields by ui:order, * standing for the rest', () => {
    expect(orderedFields(['a', 'b', 'c'], ['c', '*', 'a'])).toEqual(['c', 'b', 'a']);
    expect(orderedFields(['a', 'b', 'c'], ['b'])).toEqual(['b', 'a', 'c']);
  });
});
