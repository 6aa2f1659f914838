/**
 * Saved once, whatever the keys, on every shipped dialog (enumerated from `screens/*.json`, so a new
 * dialog is covered with no test code): with a slow link, Enter twice in a text box and a click on
 * 确定 while the first submit is in flight send one request, the OK button shows loading meanwhile,
 * and the dialog closes as after 确定. A dialog that takes no Enter (`enterSubmits: "never"`, or no
 * text box) sends nothing on Enter, and a double click on 确定 sends once. A dialog opens with the
 * focus on its first field and gives it back to the button that opened it.
 *
 * Each dialog is drawn as shipped (schema, modes, uiSchema, field states, blocks) with its fields
 * filled by a valid sample of its schema; its `onSubmit` is replaced by one request, so what is
 * counted is the form's submits, not the steps of its action.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { DialogBlock, ScreenDescriptor } from '../../engine/descriptor';
import { isTextBox } from '../../widgets/form/enterSubmits';
import { firstField } from '../../widgets/blocks/dialogFocus';
import { button, renderScreen, screenOf } from './renderScreen';
import { resolved, sampleOf } from './schemaSample';

const SAVE = '/commondeal/test/saved';
const dir = join(process.cwd(), 'screens');

/** Every dialog with a form and an `onSubmit`, in each of its modes. */
const shipped = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((file) => {
    const descriptor = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ScreenDescriptor;
    return Object.entries(descriptor.dialogs ?? {})
      .filter(([, block]) => block.schema && block.onSubmit)
      .flatMap(([id, block]) =>
        (['new', ...Object.keys(block.modeSchemas ?? {})] as const).map(
          (mode) => [`${file} ${id} (${mode})`, id, mode as 'new' | 'edit', block] as const,
        ),
      );
  });

/** The answers of the dialog's option sources: one option, the sample's value. */
function optionAnswers(block: DialogBlock, sample: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(block.options ?? {}).map(([field, source]) => {
      const value = Array.isArray(sample[field]) ? 1 : sample[field];
      const rows = [{ [source.label]: '测试', [source.value]: value }];
      const answer = (source.rows ?? '')
        .split('.')
        .filter(Boolean)
        .reduceRight<unknown>((a, k) => ({ [k]: a }), rows);
      return [`${source.method} ${source.path}`, answer];
    }),
  );
}

function harness(id: string, mode: 'new' | 'edit', block: DialogBlock) {
  const sample = sampleOf(resolved(block.modeSchemas?.[mode] ?? block.schema)) as Record<string, unknown>;
  const dialog: DialogBlock = {
    ...block,
    onSubmit: { type: 'request', method: 'POST', path: SAVE, bodyFrom: { var: 'form' } },
  };
  const open = { type: 'dialog', dialog: id, mode, dataFrom: { preserve: sample } } as const;
  const descriptor = screenOf([{ type: 'actions', buttons: [{ label: '打开', action: open }] }], {
    dialogs: { [id]: dialog },
  });
  return { descriptor, answers: { [`POST ${SAVE}`]: null, ...optionAnswers(block, sample) } };
}

const modal = () => document.querySelector<HTMLElement>('.ant-modal');
const okButton = () => document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary')!;
/** A one-line text box of the dialog that Enter may submit from. */
const textBox = () =>
  [...modal()!.querySelectorAll<HTMLInputElement>('.ant-modal-body input')].find(
    (el) => isTextBox(el) && !el.disabled && !el.readOnly,
  );

describe('saved once, whatever the keys, on every shipped dialog', () => {
  it('finds the shipped dialogs', () => {
    // 菜单、角色、用户、安全码、结算单操作码、测试人员、服务单、冲正密码、导入……
    expect(shipped.length).toBeGreaterThanOrEqual(20);
  });

  it.each(shipped)('%s', async (_, id, mode, block) => {
    const { descriptor, answers } = harness(id, mode, block);
    const { user, calls, api } = renderScreen(descriptor, { answers });
    const opener = await waitFor(() => button('打开'));
    await user.click(opener);
    await waitFor(() => expect(modal()?.querySelector('.ant-modal-footer')).toBeTruthy());
    // The dialog opens on its first field, not on ×.
    await waitFor(() => expect(document.activeElement).toBe(firstField(modal()!)));
    api.delay = 300;
    const box = textBox();
    const takesEnter = block.enterSubmits !== 'never' && box !== undefined;
    if (box) {
      box.focus();
      await user.keyboard('{Enter}');
      await user.keyboard('{Enter}');
    }
    if (takesEnter) {
      await waitFor(() => expect(calls('POST', SAVE)).toHaveLength(1));
      await waitFor(() => expect(okButton()).toHaveClass('ant-btn-loading'));
      await user.click(okButton());
    } else {
      await new Promise((r) => setTimeout(r, 50));
      expect(calls('POST', SAVE)).toHaveLength(0);
      await user.dblClick(okButton());
    }
    // Closed as after 确定, and the focus is back on the button that opened it.
    await waitFor(() => expect(modal()).toBeNull(), { timeout: 3000 });
    expect(calls('POST', SAVE)).toHaveLength(1);
    expect(document.activeElement).toBe(button('打开'));
  });
});
