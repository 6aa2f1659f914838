/**
 * A dealForm whose metadata is a value of the screen (`meta`, e.g. the draft being edited) instead of
 * `POST /commondeal/meta`: the live preview of the deal editor. The same converter and form, validation on,
 * redrawn when the value changes; a value that cannot be drawn says so instead of breaking the page.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { Button, DealFormBlock } from '../../engine/descriptor';
import type { DealMeta } from '../../schemas/deal';
import { deal2207Extended } from '../../fixtures/dealFixtures';
import { button, fieldMessage, renderScreen, screen, screenOf } from './renderScreen';

const buttons: Button[] = [
  { label: '校验', kind: 'primary', action: { type: 'submit', form: 'preview' } },
  {
    label: '执行',
    enabled: false,
    reason: '预览中不能执行',
    action: { type: 'submit', form: 'preview' },
  },
];

/** A screen previewing `state.draft`, with a button that replaces the first field of the draft's first node. */
function previewScreen(draft: unknown) {
  const block: DealFormBlock = { type: 'dealForm', id: 'preview', meta: { var: 'state.draft' }, buttons };
  const addField: Button = {
    label: '加字段',
    action: {
      type: 'setValue',
      target: 'state',
      path: 'draft.reqProperties.0.properties.0',
      value: {
        preserve: {
          name: 'extra',
          comment: '新增字段',
          formType: 'INPUT',
          require: true,
          tip: '',
          length: 5,
        },
      },
    },
  };
  return screenOf([block, { type: 'actions', buttons: [addField] }], {
    state: { draft: { preserve: draft } },
  });
}

describe('dealForm with meta: the metadata as a value of the screen', () => {
  it('draws the given metadata with the deal form, without reading /commondeal/meta, and validates it', async () => {
    const { user, calls } = renderScreen(previewScreen(deal2207Extended), { answers: {} });
    const invono = await screen.findByLabelText('发票号');
    expect(screen.getByRole('group', { name: '地方扩展' })).toBeInTheDocument();
    expect(calls('POST', '/commondeal/meta')).toHaveLength(0);
    await user.type(invono, '12-34');
    await user.tab();
    await waitFor(() => expect(fieldMessage('发票号')).toBe('发票号应为8至20位数字或字母'));
    await user.click(button('校验'));
    await waitFor(() => expect(fieldMessage('人员编号')).toBe('请输入人员编号'));
  });

  it('执行 declared disabled stays disabled: the preview runs nothing', async () => {
    renderScreen(previewScreen(deal2207Extended), { answers: {} });
    await screen.findByLabelText('发票号');
    expect(button('执行')).toBeDisabled();
  });

  it('is redrawn when the value changes (a field of the draft replaced)', async () => {
    const { user } = renderScreen(previewScreen(deal2207Extended), { answers: {} });
    await screen.findByLabelText('发票号');
    expect(screen.queryByLabelText('新增字段')).toBeNull();
    await user.click(button('加字段'));
    expect(await screen.findByLabelText('新增字段')).toBeInTheDocument();
  });

  it.each([
    ['no input nodes', { dealName: '9999', comment: '草稿' }],
    [
      'a length ajv refuses',
      {
        ...deal2207Extended,
        reqProperties: [
          {
            nodeName: 'data',
            title: '输入',
            array: false,
            properties: [
              { name: 'a', comment: '甲', formType: 'INPUT', require: false, tip: '', length: 1.5 },
            ],
          },
        ],
      },
    ],
  ] as [string, Partial<DealMeta>][])('a draft that cannot be drawn (%s) says so', async (_, draft) => {
    renderScreen(previewScreen(draft), { answers: {} });
    expect(await screen.findByText('交易元数据不完整，暂时无法预览')).toBeInTheDocument();
  });
});
