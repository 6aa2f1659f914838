/**
 * What Enter does in a form, for both form renderers (the light form and RJSF): Enter in a one-line
 * text box submits a form that takes it (`enterSubmits: "text"`, the default, as query and login
 * forms do); Enter in a date picker or select only confirms the picker; a form whose submit has side
 * effects (`enterSubmits: "never"`) is submitted by its buttons alone. Every shipped screen whose form
 * reconciles, reverses or approves declares it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { FormBlock } from '../../engine/descriptor';
import { button, renderScreen, screen, screenOf } from './renderScreen';

const PATH = '/commondeal/test/enter';
const formOf = (enterSubmits?: 'text' | 'never', withDate = false): FormBlock => ({
  type: 'form',
  id: 'f',
  ...(enterSubmits ? { enterSubmits } : {}),
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: '名称' },
      ...(withDate ? { day: { type: 'string', title: '日期' } } : {}),
    },
  },
  uiSchema: withDate ? { day: { 'ui:widget': 'date', 'ui:placeholder': '请选择日期' } } : {},
  buttons: [{ label: '提交', kind: 'primary', action: { type: 'submit' } }],
  onSubmit: { type: 'request', method: 'POST', path: PATH, body: { var: 'form' } },
});
const answers = { [`POST ${PATH}`]: null };

describe.each([
  ['the light form', false],
  ['the RJSF form', true],
])('Enter in %s', (_, withDate) => {
  it('in a text box submits a form that takes Enter (the default)', async () => {
    const { user, calls } = renderScreen(screenOf([formOf(undefined, withDate)]), { answers });
    await user.type(screen.getByLabelText('名称'), '张三{Enter}');
    await waitFor(() => expect(calls('POST', PATH)).toHaveLength(1));
  });

  it('in a text box of a form declared enterSubmits "never" sends nothing; its button still submits', async () => {
    const { user, calls } = renderScreen(screenOf([formOf('never', withDate)]), { answers });
    await user.type(screen.getByLabelText('名称'), '张三{Enter}');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls('POST', PATH)).toHaveLength(0);
    await user.click(button('提交'));
    await waitFor(() => expect(calls('POST', PATH)).toHaveLength(1));
  });
});

describe('Enter in a date picker', () => {
  it('confirms the date and submits nothing, though the form takes Enter in its text boxes', async () => {
    const { user, calls } = renderScreen(screenOf([formOf('text', true)]), { answers });
    const day = await screen.findByPlaceholderText('请选择日期');
    await user.click(day);
    await user.type(day, '2026-11-20{Enter}');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls('POST', PATH)).toHaveLength(0);
  });
});

/** Routes whose call reconciles, reverses or approves: never started from Enter. */
const SIDE_EFFECTS = [
  '/commondeal/reconciliation/detail-rec/confirm',
  '/commondeal/reconciliation/execute',
  '/commondeal/pha/execute',
  '/commondeal/pha/excute-diff',
  '/commondeal/sec/approve',
  '/commondeal/sec/update',
];

type Node = Record<string, unknown>;
const calledPaths = (action: unknown, out: string[] = []): string[] => {
  if (Array.isArray(action)) for (const a of action) calledPaths(a, out);
  else if (action && typeof action === 'object') {
    const a = action as Node;
    if (a.type === 'request' && typeof a.path === 'string') out.push(a.path);
    for (const v of Object.values(a)) calledPaths(v, out);
  }
  return out;
};
/** Every form of a descriptor (form blocks and dialogs with a schema) with what its submit calls. */
function formsOf(descriptor: Node): { name: string; enterSubmits: unknown; calls: string[] }[] {
  const found: { name: string; enterSubmits: unknown; calls: string[] }[] = [];
  const walk = (n: unknown) => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === 'object') {
      const o = n as Node;
      if (o.type === 'form' && o.schema)
        found.push({ name: String(o.id), enterSubmits: o.enterSubmits, calls: calledPaths(o.onSubmit) });
      Object.values(o).forEach(walk);
    }
  };
  walk(descriptor.blocks);
  for (const [name, d] of Object.entries((descriptor.dialogs ?? {}) as Record<string, Node>))
    if (d.schema) found.push({ name, enterSubmits: d.enterSubmits, calls: calledPaths(d.onSubmit) });
  return found;
}

describe('the shipped screens', () => {
  it('every form whose submit reconciles, reverses or approves declares enterSubmits "never"', () => {
    const dir = join(process.cwd(), 'screens');
    const offending: string[] = [];
    let checked = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.screen.json'))) {
      const descriptor = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Node;
      for (const form of formsOf(descriptor)) {
        if (!form.calls.some((p) => SIDE_EFFECTS.includes(p))) continue;
        checked++;
        if (form.enterSubmits !== 'never') offending.push(`${file} ${form.name}`);
      }
    }
    expect(offending).toEqual([]);
    // 结算明细对账, 异地冲正, two reversal password dialogs, 安全码审批’s approve and reject.
    expect(checked).toBeGreaterThanOrEqual(6);
  });
});
