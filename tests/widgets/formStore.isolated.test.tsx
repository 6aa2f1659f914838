/**
 * The form store (`engine/form/formStore.ts`, docs/architecture.md, the form store) is the one holder
 * of every form's values, fields left, submit and messages: the same rules, run against the four
 * renderers that read and write it (the light form, RJSF, the deal form, the editable table). Each
 * renderer draws two required fields through a small adapter, and the test reaches the store the
 * renderer created.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import type { EditableTableBlock, FormBlock } from '../../engine/descriptor';
import type { FormStore } from '../../engine/form';
import { dealCatalogue, metaAnswer } from '../../fixtures/dealFixtures';
import { deal, node, text, Y } from '../../fixtures/dealBuilders';
import { dealScreen, execute } from './dealScreens';
import { button, fieldMessage, renderScreen, screen, screenOf } from './renderScreen';

/** Every store a renderer creates, newest last. */
const created = vi.hoisted(() => [] as FormStore[]);
vi.mock('../../engine/form/formStore', async (original) => {
  const m = await original<typeof import('../../engine/form/formStore')>();
  return {
    ...m,
    createFormStore: (...args: Parameters<typeof m.createFormStore>) => {
      const store = m.createFormStore(...args);
      created.push(store as FormStore);
      return store;
    },
  };
});
beforeEach(() => void created.splice(0));

const PATH = '/commondeal/test/store';
const CODE = '编号';
const NOTE = '备注';

interface Field {
  label: string;
  /** Its id in the store. */
  id: string;
  /** The message it shows while empty. */
  message: string;
  valid: string;
}

interface Drawn {
  user: ReturnType<typeof renderScreen>['user'];
  api: ReturnType<typeof renderScreen>['api'];
  /** How many submits reached the server. */
  sent: () => number;
}

interface Adapter {
  draw(): Promise<Drawn>;
  a: Field;
  b: Field;
  submitLabel: string;
  /** The message shown under a field ('' when none). */
  shown(field: Field): string;
}

const field = (label: string, id: string, message: string, valid: string): Field => ({
  label,
  id,
  message,
  valid,
});
const underField = (f: Field) => fieldMessage(f.label);

/** The descriptor form of both descriptor renderers; `examples` keep a form off the light path. */
const formOf = (renderer: 'light' | 'rjsf'): FormBlock => ({
  type: 'form',
  id: 'f',
  schema: {
    type: 'object',
    required: ['code', 'note'],
    properties: {
      code: { type: 'string', title: CODE },
      note: { type: 'string', title: NOTE, ...(renderer === 'rjsf' ? { examples: ['门诊'] } : {}) },
    },
  },
  buttons: [{ label: '提交', kind: 'primary', action: { type: 'submit', form: 'f' } }],
  onSubmit: { type: 'request', method: 'POST', path: PATH, bodyFrom: { var: 'form' } },
});

const descriptorAdapter = (renderer: 'light' | 'rjsf'): Adapter => ({
  async draw() {
    const drawn = renderScreen(screenOf([formOf(renderer)]), { answers: { [`POST ${PATH}`]: null } });
    await screen.findByLabelText(CODE);
    // The adapter checks it draws the renderer it names (RJSF offers the examples in a datalist).
    expect(document.querySelector('datalist') !== null).toBe(renderer === 'rjsf');
    return { ...drawn, sent: () => drawn.calls('POST', PATH).length };
  },
  a: field(CODE, 'root_code', '请输入编号', '1234'),
  b: field(NOTE, 'root_note', '请输入备注', '门诊'),
  submitLabel: '提交',
  shown: underField,
});

const storeDeal = deal(
  '9903',
  '表单仓库',
  [node('data', '基本信息', [text('code', CODE, 4, Y), text('note', NOTE, 20, Y)])],
  [],
);

const dealAdapter: Adapter = {
  async draw() {
    const drawn = renderScreen(dealScreen('9903', { onSubmit: execute }), {
      answers: {
        'POST /commondeal/meta': metaAnswer({ ...dealCatalogue, 9903: storeDeal }),
        'POST /commondeal/exec-deal': { dealOutput: {} },
      },
    });
    await screen.findByLabelText(CODE);
    return { ...drawn, sent: () => drawn.calls('POST', '/commondeal/exec-deal').length };
  },
  a: field(CODE, 'data.code', '请输入编号', '1234'),
  b: field(NOTE, 'data.note', '请输入备注', '门诊'),
  submitLabel: '执行',
  shown: underField,
};

const table: EditableTableBlock = {
  type: 'editableTable',
  id: 'manual',
  rows: 'manualRows',
  columns: [
    { title: '结算ID', field: 'setl_id' },
    { title: '医疗费总额', field: 'medfee_sumamt' },
  ],
  onSave: { type: 'request', method: 'POST', path: PATH, body: {} },
};

const tableAdapter: Adapter = {
  async draw() {
    const drawn = renderScreen(screenOf([table], { state: { manualRows: { preserve: [] } } }), {
      answers: { [`POST ${PATH}`]: null },
    });
    await drawn.user.click(button('添加明细'));
    await screen.findByLabelText('第1行结算ID');
    return { ...drawn, sent: () => drawn.calls('POST', PATH).length };
  },
  a: field('第1行结算ID', '0.setl_id', '请输入结算ID', '400130001'),
  b: field('第1行医疗费总额', '0.medfee_sumamt', '请输入医疗费总额', '12'),
  submitLabel: '保存草稿',
  shown: (f) => (screen.queryByText(f.message) ? f.message : ''),
};

const ADAPTERS: [string, Adapter][] = [
  ['light', descriptorAdapter('light')],
  ['rjsf', descriptorAdapter('rjsf')],
  ['deal', dealAdapter],
  ['editable table', tableAdapter],
];

/** The store of the form drawn: the newest one created. */
const storeOf = (): FormStore => {
  const store = created.at(-1);
  if (!store) throw new Error('没有表单仓库');
  return store;
};

/** Lets a renderer's pending work (a lazy validator, a held blur) settle before checking nothing came. */
const settle = () => new Promise((r) => setTimeout(r, 50));

describe.each(ADAPTERS)('the form store on the %s renderer', (_, adapter) => {
  const { a, b } = adapter;
  const input = (f: Field) => screen.getByLabelText(f.label);

  it('messages stay hidden until the field is left, then every one shows after a submit', async () => {
    const { user } = await adapter.draw();
    await user.click(input(a));
    await settle();
    expect(adapter.shown(a)).toBe('');
    expect(storeOf().shows(a.id)).toBe(false);
    await user.tab();
    await waitFor(() => expect(adapter.shown(a)).toBe(a.message));
    expect([...storeOf().touched]).toContain(a.id);
    expect(adapter.shown(b)).toBe('');
    expect(storeOf().shows(b.id)).toBe(false);
    await user.click(button(adapter.submitLabel));
    await waitFor(() => expect(adapter.shown(b)).toBe(b.message));
    expect(storeOf().submitted).toBe(true);
  });

  it('the press rule: a field left by a press on another holds its message until the release', async () => {
    const { user } = await adapter.draw();
    await user.click(input(a));
    await user.pointer({ keys: '[MouseLeft>]', target: input(b) });
    await settle();
    expect(storeOf().shows(a.id)).toBe(false);
    expect(adapter.shown(a)).toBe('');
    await user.pointer({ keys: '[/MouseLeft]', target: input(b) });
    await waitFor(() => expect(adapter.shown(a)).toBe(a.message));
    expect(storeOf().shows(a.id)).toBe(true);
  });

  it('the submit guard: a submit asked for while one is in flight is dropped, and one is sent', async () => {
    const drawn = await adapter.draw();
    await drawn.user.type(input(a), a.valid);
    await drawn.user.type(input(b), b.valid);
    fireEvent.blur(input(b));
    drawn.api.delay = 300;
    await drawn.user.click(button(adapter.submitLabel));
    await waitFor(() => expect(storeOf().guard.running).toBe(true));
    expect(await storeOf().guard.run(async () => true)).toBe(false);
    await waitFor(() => expect(storeOf().guard.running).toBe(false));
    expect(drawn.sent()).toBe(1);
  });

  it('a refused submit knows its first invalid field and focuses it', async () => {
    const { user } = await adapter.draw();
    await user.type(input(b), b.valid);
    fireEvent.blur(input(b));
    await user.click(button(adapter.submitLabel));
    await waitFor(() => expect(adapter.shown(a)).toBe(a.message));
    const focused: string[] = [];
    expect(storeOf().focusFirstInvalid([b.id, a.id], undefined, (id) => focused.push(id))).toBe(a.id);
    expect(focused).toEqual([a.id]);
    if (adapter !== tableAdapter) await waitFor(() => expect(document.activeElement).toBe(input(a)));
  });

  it('a field’s subscription is notified when that field changes, and only then', async () => {
    const { user } = await adapter.draw();
    const store = storeOf();
    const seen = { a: 0, b: 0 };
    store.subscribeField(a.id, () => void seen.a++);
    store.subscribeField(b.id, () => void seen.b++);
    await user.type(input(a), a.valid.slice(0, 1));
    await waitFor(() => expect(seen.a).toBeGreaterThan(0));
    expect(seen.b).toBe(0);
  });
});
