/**
 * 设计 put together (docs/studio.md, 设计): the canvas draws the designer's draft in place at each edit,
 * the toolbar has 从接口添加, and an expression key of the property form is the expression builder.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import descriptorSchema from '../../engine/descriptor/descriptor.schema.json';
import { adminUser } from '../../fixtures/fixtures';
import { previewAnswers, previewScreen } from '../../fixtures/previewFixtures';
import { button, renderScreen, screen } from './renderScreen';

type Json = Record<string, unknown>;
const schema = descriptorSchema as unknown as { definitions: Record<string, Json> };
const titleOf = (definition: string, key: string) =>
  String((schema.definitions[definition]!.properties as Record<string, Json>)[key]!.title);

async function design() {
  renderScreen(previewScreen, { user: adminUser, answers: { ...previewAnswers } });
  fireEvent.click(screen.getByText('设计'));
  const outline = await screen.findByRole('tree', { name: '大纲' }, { timeout: 20_000 });
  const select = (label: string) => fireEvent.click(within(outline).getByText(label));
  const props = () => screen.getByRole('region', { name: '属性' });
  const header = () =>
    waitFor(
      () => {
        const found = document.querySelector<HTMLElement>(
          '.yb-screen-preview [data-yb-node="/blocks/0/columns/1"]',
        );
        if (!found) throw new Error('预览尚未以设计模式显示');
        return found;
      },
      { timeout: 20_000 },
    );
  return { select, props, header };
}

describe('设计 wired into the editor', () => {
  it('a property change is drawn in the canvas in place: the same table shows the new column title', async () => {
    const { select, props, header } = await design();
    const table = (await header()).closest('table');
    select('角色名称');
    const input = (await within(props()).findByLabelText(titleOf('Column', 'title'))) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '角色代码' } });
    await waitFor(() => expect(table).toHaveTextContent('角色代码'));
    expect(table?.isConnected).toBe(true);
  });

  it('从接口添加 is in the toolbar and opens the dialog over the server’s routes', async () => {
    await design();
    fireEvent.click(button('从接口添加'));
    const route = await screen.findByRole('combobox', { name: '接口' }, { timeout: 5000 });
    expect(route.closest('.ant-modal')).toHaveTextContent('从接口添加');
  });

  it('an expression key of 属性 is the expression builder: 变量, 运算符, 值 and the truth table', async () => {
    const { select, props } = await design();
    select('权限');
    const visible = await within(props()).findByRole('group', { name: titleOf('Button', 'visible') });
    expect(within(visible).getByRole('combobox', { name: '变量' })).toBeTruthy();
    expect(within(visible).getByRole('combobox', { name: '运算符' })).toBeTruthy();
    expect(within(visible).getByRole('table', { name: '真值表' })).toBeTruthy();
  });
});
