import type { Meta, StoryObj } from '@storybook/react';
import type { StudioController } from '../engine/blocks/controllers/studio/useStudioController';
import { STUDIO_SUBJECTS } from '../engine/blocks/controllers/studio/studioTypes';
import { StudioActions } from '../widgets/blocks/descriptorEditor/StudioPanel';
import { withFakeApp } from '../fixtures/decorator';

/** The controller as the buttons read it (its calls do nothing here). */
const studio = (more: Partial<StudioController>) =>
  ({
    subject: STUDIO_SUBJECTS.screen,
    screenId: 'roleList',
    baseVersion: 2,
    servedText: '{}\n',
    busy: false,
    mayPublish: true,
    menuChoices: { groups: [], roles: [] },
    saveDraft: async () => undefined,
    publish: async () => false,
    versions: async () => [],
    versionText: async () => '',
    rollback: async () => false,
    ...more,
  }) as unknown as StudioController;

const meta = {
  title: 'Widgets/StudioActions 界面工作台按钮',
  component: StudioActions,
  decorators: [withFakeApp],
  args: { text: '{}\n', problems: [], studio: studio({}) },
} satisfies Meta<typeof StudioActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Administrator: Story = { name: '管理员（可发布）' };
export const Blocked: Story = {
  name: '检查发现问题（不能发布）',
  args: { problems: [{ path: 'route', message: '缺少必填属性 "route"' }] },
};
export const Configurator: Story = {
  name: '界面配置员（只保存草稿）',
  args: { studio: studio({ mayPublish: false }) },
};
/** Two-person publishing: 发布 becomes 提交审核, for the configurator too. */
export const TwoPerson: Story = {
  name: '双人发布（提交审核）',
  args: { studio: studio({ mayPublish: false, twoPerson: true, submit: async () => false }) },
};
