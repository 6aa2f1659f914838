import type { Meta, StoryObj } from '@storybook/react';
import type { StudioController } from '../engine/blocks/controllers/studio/useStudioController';
import { STUDIO_SUBJECTS } from '../engine/blocks/controllers/studio/studioTypes';
import { StudioStatus } from '../widgets/blocks/descriptorEditor/StudioStatus';
import { withFakeApp } from '../fixtures/decorator';
import { submission } from '../fixtures/previewFixtures';

/** The controller as the status line reads it. */
const studio = (more: Partial<StudioController>) =>
  ({
    subject: STUDIO_SUBJECTS.screen,
    screenId: 'roleList',
    state: 'ready',
    baseVersion: 2,
    servedText: '{}\n',
    archived: false,
    serverProblems: [],
    rebase: () => undefined,
    ...more,
  }) as unknown as StudioController;

const meta = {
  title: 'Widgets/StudioStatus 界面工作台状态',
  component: StudioStatus,
  decorators: [withFakeApp],
  args: { text: '{\n  "id": "roleList"\n}\n', studio: studio({ savedAt: '2026-11-27 10:20:00' }) },
} satisfies Meta<typeof StudioStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = { name: '草稿已保存' };
export const Archived: Story = { name: '已下线', args: { studio: studio({ archived: true }) } };
export const Conflict: Story = {
  name: '他人已修改',
  args: {
    studio: studio({
      conflict: { version: 3, body: '{}\n', changedBy: 'admin2', changedAt: '2026-11-27 10:15:40' },
    }),
  },
};
export const Refused: Story = {
  name: '服务端检查未通过',
  args: {
    studio: studio({
      serverProblems: [
        { path: 'blocks[0].list', message: '服务端没有接口 GET /commondeal/api/platformrole/list' },
      ],
    }),
  },
};
/** Two-person publishing: another administrator reviews a configurator's submission. */
export const Review: Story = {
  name: '待审核（可发布或退回）',
  args: { studio: studio({ twoPerson: true, mayPublish: true, submission }) },
};
/** Two-person publishing: the submitter sees their submission waiting. */
export const Submitted: Story = {
  name: '待审核（我提交的）',
  args: { studio: studio({ twoPerson: true, mayPublish: true, submission: { ...submission, mine: true } }) },
};
