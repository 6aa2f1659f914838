/**
 * The login's validators generated at build time (tools/validators/precompiledValidators.ts): in sync with the schema,
 * chosen for the login's light form, and giving the same messages as ajv compiling the schema.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { LoginBody } from '../../schemas/auth';
import { generateValidators } from '../../tools/validators/precompiledValidators';
import { loadedValidation, loadValidation } from '../../widgets/form/lightValidation';
import { precompiledFor } from '../../widgets/form/lightValidatePrecompiled';
import { validateLight } from '../../widgets/form/lightValidate';

const schema = LoginBody as unknown as RJSFSchema;
const noRules = () => [];

describe('the login validators generated at build time', () => {
  it('are generated from the schema itself: its messages are in the code', () => {
    const code = generateValidators();
    for (const message of ['请输入正确的手机号或者国家机构编码', '请输入正确的身份证号码'])
      expect(code).toContain(message);
    expect(code).not.toMatch(/require\(/);
  });

  it('validate the login form, not ajv compiling its schema', async () => {
    const chosen = await loadValidation(LoginBody);
    expect(chosen).toBe(precompiledFor(LoginBody));
    expect(chosen).not.toBe(validateLight);
    expect(loadedValidation(LoginBody)).toBe(chosen);
  });

  it('a schema that differs from the login’s is compiled by ajv', async () => {
    const changed = { ...LoginBody, title: '另一个登录' };
    expect(precompiledFor(changed)).toBeUndefined();
    expect(await loadValidation(changed)).toBe(validateLight);
  });

  it.each([
    {},
    { user: 'abc', checkCode: '1', checkKey: 'k' },
    { user: '13800000000', password: 'x', checkCode: '1234', checkKey: 'k' },
    { user: '110101199003070011', checkCode: '1', checkKey: 'k' },
    { user: '13800000000', loginType: 'sms', smsCode: '12', checkCode: '1', checkKey: 'k' },
    { user: 'admin', loginType: 'other', password: 'x', checkCode: '1', checkKey: 'k' },
  ])('give the same messages as ajv compiling the schema: %j', (data) => {
    const precompiled = precompiledFor(LoginBody);
    if (!precompiled) throw new Error('没有生成的登录校验函数');
    expect(precompiled(data, schema, {}, noRules)).toEqual(validateLight(data, schema, {}, noRules));
  });
});
