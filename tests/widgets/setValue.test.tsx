import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { CrudBlock } from '../../engine/descriptor';
import { button, cellsOf, renderScreen, rowOf, screen, screenOf } from './renderScreen';

const users: CrudBlock = {
  type: 'crud',
  list: { method: 'POST', path: '/commondeal/user/list' },
  rowKey: 'userId',
  columns: [
    { title: '用户名', field: 'username' },
    { title: '是否有效', field: 'ifValid', format: { map: { '1': '有效', '0': '无效' } } },
  ],
  rowActions: [
    {
      label: '启用/停用',
      kind: 'link',
      action: {
        type: 'setValue',
        target: 'row',
        path: 'ifValid',
        value: { if: [{ '==': [{ var: 'row.ifValid' }, '1'] }, '0', '1'] },
        then: { type: 'request', method: 'PUT', path: '/commondeal/user/valid', bodyFrom: { var: 'row' } },
      },
    },
  ],
};
const rows = [
  { userId: 1, username: 'H21010200001', ifValid: '1' },
  { userId: 2, username: '13812345678', ifValid: '1' },
];

describe('setValue on a row with revert on failure', () => {
  it('the toggle is kept when the call succeeds, and the call carries the new value', async () => {
    const { user, calls } = renderScreen(screenOf([users]), {
      answers: { 'POST /commondeal/user/list': rows, 'PUT /commondeal/user/valid': null },
    });
    await screen.findByText('H21010200001');
    await user.click(button('启用/停用', rowOf('H21010200001')));
    await waitFor(() => expect(cellsOf('H21010200001')).toContain('无效'));
    expect(calls('PUT', '/commondeal/user/valid')[0]?.body).toEqual({
      userId: 1,
      username: 'H21010200001',
      ifValid: '0',
    });
    expect(cellsOf('13812345678')).toContain('有效');
  });

  it('the toggle is reverted when the call fails (the server message is shown)', async () => {
    const { user } = renderScreen(screenOf([users]), {
      answers: {
        'POST /commondeal/user/list': rows,
        'PUT /commondeal/user/valid': new Error('无权修改该用户'),
      },
    });
    await screen.findByText('H21010200001');
    await user.click(button('启用/停用', rowOf('H21010200001')));
    expect(await screen.findByText('无权修改该用户')).toBeInTheDocument();
    await waitFor(() => expect(cellsOf('H21010200001')).toContain('有效'));
  });
});

describe('setValue into a form that is not mounted yet', () => {
  it('an onLoad answer written into a form of a tab not yet opened shows when the tab opens', async () => {
    const descriptor = screenOf(
      [
        {
          type: 'tabs',
          items: [
            { key: 'a', label: '概况', blocks: [{ type: 'text', text: '概况内容' }] },
            {
              key: 'b',
              label: '联系信息',
              blocks: [
                {
                  type: 'form',
                  id: 'contact',
                  schema: {
                    type: 'object',
                    properties: { conerName: { type: 'string', title: '联系人' } },
                  },
                },
              ],
            },
          ],
        },
      ],
      {
        onLoad: {
          type: 'sequence',
          steps: [
            { type: 'request', method: 'GET', path: '/commondeal/api/info', resultAs: 'info' },
            { type: 'setValue', target: 'form', form: 'contact', path: '', value: { var: 'results.info' } },
          ],
        },
      },
    );
    const { user, calls } = renderScreen(descriptor, {
      answers: { 'GET /commondeal/api/info': { conerName: '李明' } },
    });
    await screen.findByText('概况内容');
    await waitFor(() => expect(calls('GET', '/commondeal/api/info')).toHaveLength(1));
    await user.click(screen.getByText('联系信息'));
    await waitFor(() => expect(screen.getByLabelText('联系人')).toHaveValue('李明'));
  });
});
