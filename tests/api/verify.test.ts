import { describe, expect, it } from 'vitest';
import { fileHarness } from './helpers';

const { h } = await fileHarness();

const UNAUTHORIZED = { status: 401, code: 401, message: '登录已过期，请重新登录' };

describe('POST /commondeal/api/basic-vertify', () => {
  it('is true when the organisation info is collected and the user has a mobile', async () => {
    for (const user of ['admin', 'H21010200001', 'P21010200002']) {
      expect(
        (await h.call('POST', '/commondeal/api/basic-vertify', { token: await h.tokenOf(user) })).data,
        user,
      ).toBe(true);
    }
  });

  it('is false when the organisation info is not collected, or the user has no mobile', async () => {
    const token = await h.tokenOf('H21010200009');
    expect((await h.call('POST', '/commondeal/api/basic-vertify', { token })).data).toBe(false);
    await h.db.query("update users set mobile = '' where username = 'P21010200002'");
    const res = await h.call('POST', '/commondeal/api/basic-vertify', {
      token: await h.tokenOf('P21010200002'),
    });
    await h.db.query("update users set mobile = '13800000002' where username = 'P21010200002'");
    expect(res.data).toBe(false);
  });

  it('refuses anonymous callers', async () => {
    expect(await h.call('POST', '/commondeal/api/basic-vertify')).toMatchObject(UNAUTHORIZED);
  });
});

describe('GET /commondeal/info/collection/org/{orgCode}/isCollected', () => {
  const url = (org: string) => `/commondeal/info/collection/org/${org}/isCollected`;

  it('answers whether the caller’s own organisation is collected', async () => {
    expect((await h.call('GET', url('H21010200001'), { token: await h.tokenOf('H21010200001') })).data).toBe(
      true,
    );
    expect((await h.call('GET', url('H21010200009'), { token: await h.tokenOf('H21010200009') })).data).toBe(
      false,
    );
  });

  it('the 9999 operator may ask about any organisation', async () => {
    const token = await h.tokenOf('admin');
    expect((await h.call('GET', url('P21010200002'), { token })).data).toBe(true);
    expect((await h.call('GET', url('H21010200009'), { token })).data).toBe(false);
  });

  it('无权访问该功能: another organisation is refused with 403', async () => {
    const res = await h.call('GET', url('P21010200002'), { token: await h.tokenOf('H21010200001') });
    expect(res).toMatchObject({ status: 403, code: 403, message: '无权访问该功能' });
  });

  it('refuses anonymous callers', async () => {
    expect(await h.call('GET', url('H21010200001'))).toMatchObject(UNAUTHORIZED);
  });
});
