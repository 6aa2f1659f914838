/**
 * A form's renderer (RJSF) loads as a chunk of its own. A submit pressed while it is still loading —
 * a slow network, a busy machine — must wait for the form and check it, never send it unchecked.
 */
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { button, fieldMessage, renderScreen, screenOf } from './renderScreen';
import { menuForm } from './formBlocks';

let release!: () => void;
const drawn = new Promise<void>((resolve) => (release = resolve));

vi.mock('../../widgets/form/lazySchemaForm', async () => {
  const { SchemaForm } = await import('../../widgets/form/SchemaForm');
  /** RJSF arriving late: nothing drawn until the test lets the chunk "load". */
  function LateSchemaForm() {
    const [ready, setReady] = useState(false);
    useEffect(() => void drawn.then(() => setReady(true)), []);
    return ready ? <SchemaForm /> : null;
  }
  LateSchemaForm.preload = () => Promise.resolve();
  return { LazySchemaForm: LateSchemaForm };
});

describe('a submit pressed before the form is drawn', () => {
  it('waits for the form, then shows its messages (请输入菜单名称) and sends nothing', async () => {
    const { user, calls } = renderScreen(screenOf([menuForm]));
    await user.click(button('保存'));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls('POST', '/commondeal/platformmenu/insert')).toHaveLength(0);
    release();
    await waitFor(() => expect(fieldMessage('菜单名称')).toBe('请输入菜单名称'));
    expect(fieldMessage('排序号')).toBe('请输入排序号');
    expect(calls('POST', '/commondeal/platformmenu/insert')).toHaveLength(0);
  });
});
