/**
 * One form behaviour, checked on every form renderer: the light form (a flat text form, as /login),
 * RJSF (any other descriptor form) and the deal form (built from /commondeal/meta). Each renderer
 * draws the same form through a small adapter: a required 编号 that must be four digits and a
 * required 备注. The deal metadata has no pattern, so there 编号's only wrong value is an empty one.
 *
 * A rule a renderer does not keep would be listed in `GAPS` and run as an expected failure: closing
 * the gap makes its test fail until the entry goes.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { FormBlock } from '../../engine/descriptor';
import { dealCatalogue, metaAnswer } from '../../fixtures/dealFixtures';
import { deal, node, text, Y } from '../../fixtures/dealBuilders';
import { dealScreen, execute } from './dealScreens';
import { button, fieldMessage, renderScreen, screen, screenOf } from './renderScreen';

const PATH = '/commondeal/test/behaviour';
const CODE = '编号';
const NOTE = '备注';
const REQUIRED = { code: '请输入编号', note: '请输入备注' };
const PATTERN = '编号须为4位数字';

type Renderer = 'light' | 'rjsf' | 'deal';

/** The descriptor form of both descriptor renderers; `examples` keep a form off the light path. */
const formOf = (renderer: 'light' | 'rjsf', enterSubmits?: 'never'): FormBlock => ({
  type: 'form',
  id: 'f',
  ...(enterSubmits ? { enterSubmits } : {}),
  schema: {
    type: 'object',
    required: ['code', 'note'],
    properties: {
      code: { type: 'string', title: CODE, pattern: '^\\d{4}$', errorMessage: { pattern: PATTERN } },
      note: { type: 'string', title: NOTE, ...(renderer === 'rjsf' ? { examples: ['门诊'] } : {}) },
    },
    errorMessage: { required: REQUIRED },
  },
  buttons: [{ label: '提交', kind: 'primary', action: { type: 'submit', form: 'f' } }],
  onSubmit: { type: 'request', method: 'POST', path: PATH, bodyFrom: { var: 'form' } },
});

/** The deal of the deal form: one node with the same two required texts. */
const behaviourDeal = deal(
  '9901',
  '表单行为',
  [node('data', '基本信息', [text('code', CODE, 4, Y), text('note', NOTE, 20, Y)])],
  [],
);

interface Drawn {
  user: ReturnType<typeof renderScreen>['user'];
  /** The values each submit handed over, flat (`{ code, note }`). */
  submits: () => Record<string, unknown>[];
  submitLabel: string;
}

interface Adapter {
  /** Draws the form and waits for 编号. */
  draw(opts?: { enterSubmits?: 'never' }): Promise<Drawn>;
  /** What to type for a wrong 编号, and the message it brings when left. */
  wrong: string;
  wrongMessage: string;
}

const descriptorAdapter = (renderer: 'light' | 'rjsf'): Adapter => ({
  async draw(opts = {}) {
    const { user, calls } = renderScreen(screenOf([formOf(renderer, opts.enterSubmits)]), {
      answers: { [`POST ${PATH}`]: null },
    });
    await screen.findByLabelText(CODE);
    // The adapter checks it draws the renderer it names (RJSF offers the examples in a datalist).
    expect(document.querySelector('datalist') !== null).toBe(renderer === 'rjsf');
    return {
      user,
      submits: () => calls('POST', PATH).map((c) => c.body as Record<string, unknown>),
      submitLabel: '提交',
    };
  },
  wrong: '12a',
  wrongMessage: PATTERN,
});

const dealAdapter: Adapter = {
  async draw() {
    const { user, calls } = renderScreen(dealScreen('9901', { onSubmit: execute }), {
      answers: {
        'POST /commondeal/meta': metaAnswer({ ...dealCatalogue, 9901: behaviourDeal }),
        'POST /commondeal/exec-deal': { dealOutput: {} },
      },
    });
    await screen.findByLabelText(CODE);
    return {
      user,
      submits: () =>
        calls('POST', '/commondeal/exec-deal').map(
          (c) => (c.body as { dealInput: { data: Record<string, unknown> } }).dealInput.data,
        ),
      submitLabel: '执行',
    };
  },
  wrong: '',
  wrongMessage: REQUIRED.code,
};

const ADAPTERS: [Renderer, Adapter][] = [
  ['light', descriptorAdapter('light')],
  ['rjsf', descriptorAdapter('rjsf')],
  ['deal', dealAdapter],
];

type Rule =
  | 'quiet until left'
  | 'leaving shows'
  | 'typing clears'
  | 'submit shows all and focuses'
  | 'valid submit once'
  | 'held while pressed'
  | 'enter submits';

/**
 * Rules a renderer breaks (none since the renderers share the form core, `engine/form`). Before it, no
 * renderer cleared a shown message while the field was corrected (each waited for the next blur), and
 * none moved the focus to the first invalid field on a submit (the deal form scrolled it into view).
 */
const GAPS: Partial<Record<Renderer, Rule[]>> = {};

const ruleOf = (renderer: Renderer) => (rule: Rule, fn: () => Promise<void>) =>
  (GAPS[renderer]?.includes(rule) ? it.fails : it)(rule, fn);

/** Lets a renderer's pending work (a lazy validator, a held blur) settle before checking nothing came. */
const settle = () => new Promise((r) => setTimeout(r, 50));

describe.each(ADAPTERS)('the form behaviour on the %s renderer', (renderer, adapter) => {
  const rule = ruleOf(renderer);
  const field = (label: string) => screen.getByLabelText(label);

  rule('quiet until left', async () => {
    const { user } = await adapter.draw();
    await user.click(field(CODE));
    if (adapter.wrong) await user.type(field(CODE), adapter.wrong);
    await settle();
    expect(fieldMessage(CODE)).toBe('');
    expect(fieldMessage(NOTE)).toBe('');
  });

  rule('leaving shows', async () => {
    const { user } = await adapter.draw();
    await user.click(field(CODE));
    if (adapter.wrong) await user.type(field(CODE), adapter.wrong);
    await user.tab();
    await waitFor(() => expect(fieldMessage(CODE)).toBe(adapter.wrongMessage));
    expect(fieldMessage(NOTE)).toBe('');
  });

  rule('typing clears', async () => {
    const { user } = await adapter.draw();
    await user.click(field(CODE));
    if (adapter.wrong) await user.type(field(CODE), adapter.wrong);
    await user.tab();
    await waitFor(() => expect(fieldMessage(CODE)).toBe(adapter.wrongMessage));
    await user.clear(field(CODE));
    await user.type(field(CODE), '1234');
    // Still in the field: no blur has happened.
    expect(document.activeElement).toBe(field(CODE));
    await waitFor(() => expect(fieldMessage(CODE)).toBe(''), { timeout: 1000 });
  });

  rule('submit shows all and focuses', async () => {
    const { user, submits, submitLabel } = await adapter.draw();
    await user.click(button(submitLabel));
    await waitFor(() => expect(fieldMessage(CODE)).toBe(REQUIRED.code));
    expect(fieldMessage(NOTE)).toBe(REQUIRED.note);
    await settle();
    expect(submits()).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(field(CODE)), { timeout: 1000 });
  });

  rule('valid submit once', async () => {
    const { user, submits, submitLabel } = await adapter.draw();
    await user.type(field(CODE), '1234');
    await user.type(field(NOTE), '门诊');
    await user.click(button(submitLabel));
    await waitFor(() => expect(submits()).toHaveLength(1));
    await settle();
    expect(submits()).toEqual([{ code: '1234', note: '门诊' }]);
  });

  rule('held while pressed', async () => {
    const { user } = await adapter.draw();
    await user.click(field(CODE));
    if (adapter.wrong) await user.type(field(CODE), adapter.wrong);
    // Pressing in 备注 leaves 编号; its message waits for the release.
    await user.pointer({ keys: '[MouseLeft>]', target: field(NOTE) });
    expect(document.activeElement).toBe(field(NOTE));
    await settle();
    expect(fieldMessage(CODE)).toBe('');
    await user.pointer({ keys: '[/MouseLeft]', target: field(NOTE) });
    await waitFor(() => expect(fieldMessage(CODE)).toBe(adapter.wrongMessage));
  });

  if (renderer === 'deal') {
    // By design the deal form has no <form> and no implicit submit: 执行 runs a settlement, so only
    // its button starts it (as a descriptor form declared enterSubmits "never").
    rule('enter submits', async () => {
      const { user, submits } = await adapter.draw();
      await user.type(field(NOTE), '门诊');
      await user.type(field(CODE), '1234{Enter}');
      await settle();
      expect(submits()).toHaveLength(0);
    });
  } else {
    rule('enter submits', async () => {
      const { user, submits } = await adapter.draw();
      await user.type(field(NOTE), '门诊');
      await user.type(field(CODE), '1234{Enter}');
      await waitFor(() => expect(submits()).toEqual([{ code: '1234', note: '门诊' }]));
    });

    it('enter submits nothing with enterSubmits "never"', async () => {
      const { user, submits } = await adapter.draw({ enterSubmits: 'never' });
      await user.type(field(NOTE), '门诊');
      await user.type(field(CODE), '1234{Enter}');
      await settle();
      expect(submits()).toHaveLength(0);
    });
  }
});
