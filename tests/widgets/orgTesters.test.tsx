import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { ScreenDescriptor } from '../../engine/descriptor';
import orginfocollect from '../../screens/orginfocollect.screen.json';
import { button, renderScreen, rowOf, screen } from './renderScreen';

const user = {
  orgCode: 'H21010200009',
  orgName: '沈阳市新建医院',
  roles: ['ROLE_ORG'],
  user: 'H21010200009',
};
const LIST = '/commondeal/info/collection/H21010200009/11/testers';
const TESTER = '/commondeal/info/collection/org/app/tester';

describe('organisation info collection: application testers', () => {
  it('lists the testers of the chosen app; adding one checks 请输入测试人员姓名 and the mobile rule, then refreshes', async () => {
    const list = [
      {
        id: 1,
        orgCode: 'H21010200009',
        app: '11',
        testerName: '测试员甲',
        mobile: '13811112222',
        version: 2,
      },
    ];
    const {
      user: u,
      calls,
      api,
    } = renderScreen(orginfocollect as unknown as ScreenDescriptor, {
      user,
      answers: {
        'GET /commondeal/info/collection/org/H21010200009': {
          orgCode: 'H21010200009',
          orgName: '沈阳市新建医院',
        },
        [`GET ${LIST}`]: { records: list, total: list.length },
        [`POST ${TESTER}`]: { id: 2 },
      },
    });
    expect(await screen.findByText('测试员甲')).toBeTruthy();
    await u.click(button('新增测试人员'));
    const dialog = await screen.findByRole('dialog');
    await u.click(button('新增', dialog));
    expect(await within(dialog).findByText('请输入测试人员姓名')).toBeTruthy();
    await u.type(within(dialog).getByPlaceholderText('请输入测试人员姓名'), '测试员乙');
    await u.type(within(dialog).getByPlaceholderText('请输入手机号'), '138');
    await u.click(button('新增', dialog));
    expect(await within(dialog).findByText('请输入正确的手机号码')).toBeTruthy();
    await u.clear(within(dialog).getByPlaceholderText('请输入手机号'));
    await u.type(within(dialog).getByPlaceholderText('请输入手机号'), '13833334444');
    api.answers[`GET ${LIST}`] = {
      records: [
        ...list,
        { id: 2, orgCode: 'H21010200009', app: '11', testerName: '测试员乙', mobile: '13833334444' },
      ],
      total: 2,
    };
    await u.click(button('新增', dialog));
    await waitFor(() => expect(calls('POST', TESTER)).toHaveLength(1));
    expect(calls('POST', TESTER)[0]?.body).toEqual({
      app: '11',
      testerName: '测试员乙',
      mobile: '13833334444',
    });
    expect(await screen.findByText('测试员乙')).toBeTruthy();
  });

  it('asks the server for one page: size and current in the query string', async () => {
    const { calls } = renderScreen(orginfocollect as unknown as ScreenDescriptor, {
      user,
      answers: {
        'GET /commondeal/info/collection/org/H21010200009': {
          orgCode: 'H21010200009',
          orgName: '沈阳市新建医院',
        },
        [`GET ${LIST}`]: { records: [], total: 0 },
      },
    });
    await waitFor(() => expect(calls('GET', LIST)).toHaveLength(1));
    expect(calls('GET', LIST)[0]?.query).toMatchObject({ size: 10, current: 1 });
  });

  it('修改 sends the tester with the version it was read at', async () => {
    const row = {
      id: 1,
      orgCode: 'H21010200009',
      app: '11',
      testerName: '测试员甲',
      mobile: '13811112222',
      version: 2,
    };
    const { user: u, calls } = renderScreen(orginfocollect as unknown as ScreenDescriptor, {
      user,
      answers: {
        'GET /commondeal/info/collection/org/H21010200009': {
          orgCode: 'H21010200009',
          orgName: '沈阳市新建医院',
        },
        [`GET ${LIST}`]: { records: [row], total: 1 },
        [`PUT ${TESTER}`]: { ...row, testerName: '测试员丙', version: 3 },
      },
    });
    await screen.findByText('测试员甲');
    await u.click(within(rowOf('测试员甲')).getByText('修改'));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByPlaceholderText('请输入测试人员姓名');
    await u.clear(name);
    await u.type(name, '测试员丙');
    await u.click(button('修改', dialog));
    await waitFor(() => expect(calls('PUT', TESTER)).toHaveLength(1));
    expect(calls('PUT', TESTER)[0]?.body).toEqual({
      id: 1,
      app: '11',
      testerName: '测试员丙',
      mobile: '13811112222',
      version: 2,
    });
  });
});
