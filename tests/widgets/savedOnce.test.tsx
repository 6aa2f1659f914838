/**
 * Saved once, whatever the keys, on every form renderer: the light form (a flat text form), RJSF and
 * the deal form. Every way to submit a form (its button, Enter in a text box, a `submit` action of
 * another button) runs the form's one guarded submit: with a slow link, a second submit while the
 * first is in flight sends nothing, and the submit button shows loading meanwhile, however the
 * submit started. Every shipped dialog: `savedOnceDialogs.test.tsx`.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { FormBlock } from '../../engine/descriptor';
import { dealCatalogue, metaAnswer } from '../../fixtures/dealFixtures';
import { deal, node, text, Y } from '../../fixtures/dealBuilders';
import { dealScreen, execute } from './dealScreens';
import { button, renderScreen, screen, screenOf } from './renderScreen';

const PATH = '/commondeal/test/saved';
const NAME = '名称';
/** A slow link: the answer comes after the second key or click. */
const SLOW = 300;

/** A form of one required text; `examples` keep it off the light path (RJSF offers a datalist). */
const formOf = (renderer: 'light' | 'rjsf'): FormBlock => ({
  type: 'form',
  id: 'f',
  schema: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: NAME, ...(renderer === 'rjsf' ? { examples: ['门诊'] } : {}) },
    },
  },
  buttons: [{ label: '提交', kind: 'primary', action: { type: 'submit', form: 'f' } }],
  onSubmit: { type: 'request', method: 'POST', path: PATH, bodyFrom: { var: 'form' } },
});

async function drawForm(renderer: 'light' | 'rjsf') {
  const drawn = renderScreen(screenOf([formOf(renderer)]), { answers: { [`POST ${PATH}`]: null } });
  await drawn.user.type(await screen.findByLabelText(NAME), '门诊');
  expect(document.querySelector('datalist') !== null).toBe(renderer === 'rjsf');
  drawn.api.delay = SLOW;
  return { ...drawn, saves: () => drawn.calls('POST', PATH) };
}

/** Waits for the answer of the submit in flight, then a little more for a second one to show. */
const settled = () => new Promise((r) => setTimeout(r, SLOW + 100));

describe.each(['light', 'rjsf'] as const)('saved once on the %s renderer', (renderer) => {
  it('Enter twice while the first submit is in flight sends once; 提交 shows loading meanwhile', async () => {
    const { user, saves } = await drawForm(renderer);
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saves()).toHaveLength(1));
    await waitFor(() => expect(button('提交')).toHaveClass('ant-btn-loading'));
    await settled();
    expect(saves()).toEqual([{ method: 'POST', path: PATH, body: { name: '门诊' }, query: undefined }]);
    await waitFor(() => expect(button('提交')).not.toHaveClass('ant-btn-loading'));
  });

  it('Enter, then a click on 提交 while it is in flight, sends once', async () => {
    const { user, saves } = await drawForm(renderer);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saves()).toHaveLength(1));
    await user.click(button('提交'));
    await settled();
    expect(saves()).toHaveLength(1);
  });

  it('a double click on 提交 sends once', async () => {
    const { user, saves } = await drawForm(renderer);
    await user.dblClick(button('提交'));
    await settled();
    expect(saves()).toHaveLength(1);
  });

  it('once the answer came, the next Enter saves again', async () => {
    const { user, saves } = await drawForm(renderer);
    await user.keyboard('{Enter}');
    await settled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saves()).toHaveLength(2));
  });
});

describe('saved once on the deal renderer', () => {
  const EXEC = '/commondeal/exec-deal';
  const savedDeal = deal('9902', '保存一次', [node('data', '基本信息', [text('code', '编号', 4, Y)])], []);
  async function drawDeal() {
    const again = { label: '再次执行', action: { type: 'submit', form: 'deal' } } as const;
    const drawn = renderScreen(
      dealScreen('9902', {
        onSubmit: execute,
        buttons: [{ label: '执行', kind: 'primary', action: { type: 'submit', form: 'deal' } }, again],
      }),
      {
        answers: {
          'POST /commondeal/meta': metaAnswer({ ...dealCatalogue, 9902: savedDeal }),
          [`POST ${EXEC}`]: { dealOutput: {} },
        },
      },
    );
    await drawn.user.type(await screen.findByLabelText('编号'), '1234');
    drawn.api.delay = SLOW;
    return { ...drawn, runs: () => drawn.calls('POST', EXEC) };
  }

  it('a double click on 执行 runs the deal once', async () => {
    const { user, runs } = await drawDeal();
    await user.dblClick(button('执行'));
    await settled();
    expect(runs()).toHaveLength(1);
  });

  it('a second way to submit while the deal runs sends nothing; 执行 shows loading meanwhile', async () => {
    const { user, runs } = await drawDeal();
    await user.click(button('再次执行'));
    await waitFor(() => expect(runs()).toHaveLength(1));
    await waitFor(() => expect(button('执行')).toHaveClass('ant-btn-loading'));
    await user.click(button('执行'));
    await settled();
    expect(runs()).toHaveLength(1);
  });
});
