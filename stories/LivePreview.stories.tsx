import type { Meta, StoryObj } from '@storybook/react';
import type { ScreenDescriptor } from '../engine/descriptor';
import type { DescriptorEditorController } from '../engine/blocks/controllers/descriptorEditor/useDescriptorEditorController';
import { LivePreview } from '../widgets/blocks/descriptorEditor/LivePreview';
import { withFakeApp } from '../fixtures/decorator';
import { adminUser } from '../fixtures/fixtures';
import { previewAnswers } from '../fixtures/previewFixtures';

const descriptor = {
  id: 'whoAmI',
  route: '/home/whoAmI',
  title: '身份检查',
  layout: 'shell',
  blocks: [{ type: 'alert', level: 'info', message: '当前机构：{{user.orgCode}} {{user.orgName}}' }],
} as unknown as ScreenDescriptor;

/** The editor as the preview reads it: the last valid descriptor, and whether the text is broken now. */
const editor = (stale: boolean) =>
  ({ preview: { descriptor, version: 1 }, stale }) as unknown as DescriptorEditorController;

const meta = {
  title: 'Widgets/LivePreview 实时预览',
  component: LivePreview,
  decorators: [withFakeApp],
  parameters: { fakeApp: { user: adminUser, answers: previewAnswers } },
  args: { editor: editor(false) },
} satisfies Meta<typeof LivePreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As the signed-in account, with 预览身份 above the screen. */
export const Own: Story = { name: '当前账号' };
/** The text breaks the schema now: the last valid version stays, with the warning. */
export const Stale: Story = { name: '描述有误（显示最近有效版本）', args: { editor: editor(true) } };
