import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenRenderer } from '../engine/blocks';
import type { DialogBlock } from '../engine/descriptor';
import { dialogScreen } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { menuRows } from '../fixtures/fixtures';
import roleIndex from '../screens/roleIndex.screen.json';
import { check, inPage, named, PATIENCE } from './interactions';

const meta = {
  title: 'Blocks/Dialog 对话框',
  parameters: {
    descriptor: { definition: 'DialogBlock' },
    // On the docs page each dialog opens in a frame of its own, not over the page (docs/design-checks.md).
    docs: { story: { inline: false, iframeHeight: 680 } },
  },
  component: ScreenRenderer,
  decorators: [withFakeApp],
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const menuDialog: DialogBlock = {
  title: { new: '新增菜单', edit: '修改菜单' },
  okText: { new: '新增', edit: '修改' },
  schema: 'MenuInsert',
  modeSchemas: { edit: 'MenuUpdate' },
  labelSpan: 5,
  defaults: { isValid: '1', gradation: 0 },
  fieldStates: { menuId: { disabled: true } },
  uiSchema: {
    'ui:order': ['menuId', 'menuname', 'menupath', 'parentId', 'icon', 'gradation', 'isValid', 'version'],
    menuId: { 'ui:title': '菜单编码' },
    version: { 'ui:widget': 'hidden' },
    icon: { 'ui:widget': 'iconSelect', 'ui:placeholder': '请选择图标' },
    isValid: { 'ui:widget': 'radio', 'ui:enumNames': ['有效', '无效'] },
  },
  onSubmit: { type: 'toast', level: 'success', message: '保存成功' },
};

const consult: DialogBlock = {
  title: '扫码咨询',
  blocks: [
    {
      type: 'qrcode',
      value: 'https://yibao.local/consult?org=H21010200001',
      size: 180,
      caption: '请使用微信扫码咨询',
    },
  ],
};

/** Clicks OK once the dialog is open (it opens when the screen loads). */
const clickOk = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  for (let i = 0; i < 50; i++) {
    const ok = canvasElement.ownerDocument.querySelector<HTMLButtonElement>('.ant-modal .ant-btn-primary');
    if (ok) return ok.click();
    await new Promise((r) => setTimeout(r, 20));
  }
};

export const New: Story = { name: '新增', args: { descriptor: dialogScreen(menuDialog, 'new') } };
export const Edit: Story = {
  name: '修改',
  args: { descriptor: dialogScreen(menuDialog, 'edit', menuRows[3]) },
};
export const WithError: Story = {
  name: '校验错误',
  args: { descriptor: dialogScreen(menuDialog, 'new') },
  play: clickOk,
};
export const Blocks: Story = {
  name: '仅含区块（关闭按钮）',
  args: { descriptor: dialogScreen(consult, 'new') },
};

/** 角色管理's 新增角色, as the screen declares it: 确定 checks 角色名称 and 角色中文名称 (both required). */
const roleDialog = roleIndex.dialogs.role as unknown as DialogBlock;

/** A designer's check: nothing is said before 确定; 确定 shows each field's message; a wrong name says why. */
export const MessagesOnOk: Story = {
  name: '交互：点击确定后显示校验信息',
  args: { descriptor: dialogScreen(roleDialog, 'new') },
  play: async ({ canvasElement, step }) => {
    const dialog = within(await inPage(canvasElement).findByRole('dialog', { name: '新增角色' }, PATIENCE));
    await check(step, '点击确定之前不显示校验信息', async () => {
      await expect(dialog.queryByText('请输入角色名称')).toBeNull();
    });
    await check(step, '点击确定后，每个必填字段显示它的信息', async () => {
      await userEvent.click(dialog.getByRole('button', { name: named('确定') }));
      await waitFor(() => expect(dialog.getByText('请输入角色名称')).toBeVisible(), PATIENCE);
      await waitFor(() => expect(dialog.getByText('请输入角色中文名称')).toBeVisible(), PATIENCE);
    });
    await check(step, '以数字开头的角色名称，离开字段后显示格式要求', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: '角色名称' }), '1角色');
      await userEvent.tab();
      const rule = '角色名称须以字母开头，只能包含字母、数字、下划线，且不超过50个字符';
      await waitFor(() => expect(dialog.getByText(rule)).toBeVisible(), PATIENCE);
    });
  },
};
