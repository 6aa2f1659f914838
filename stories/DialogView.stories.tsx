import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { DialogBlock } from '../engine/descriptor';
import { dialogScreen } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { menuRows } from '../fixtures/fixtures';

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
