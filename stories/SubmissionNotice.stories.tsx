import type { Meta, StoryObj } from '@storybook/react';
import type { StudioController } from '../engine/blocks/controllers/studio/useStudioController';
import { SubmissionNotice } from '../widgets/blocks/descriptorEditor/SubmissionNotice';
import { withFakeApp } from '../fixtures/decorator';
import { submission } from '../fixtures/previewFixtures';

/** The controller as the notice reads it (its calls do nothing here). */
const studio = (more: Partial<StudioController>) =>
  ({
    baseVersion: 2,
    servedText: '{\n  "id": "roleList",\n  "title": "角色列表"\n}\n',
    busy: false,
    mayPublish: true,
    twoPerson: true,
    submission,
    approve: async () => false,
    reject: async () => false,
    ...more,
  }) as unknown as StudioController;

const meta = {
  title: 'Widgets/SubmissionNotice 待审核',
  component: SubmissionNotice,
  decorators: [withFakeApp],
  args: { studio: studio({}) },
} satisfies Meta<typeof SubmissionNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another administrator's view: 查看, 发布提交 and 退回. */
export const Review: Story = { name: '审核人（可发布或退回）' };
/** The submitter's own submission: only 查看. */
export const Mine: Story = {
  name: '我提交的',
  args: { studio: studio({ submission: { ...submission, mine: true } }) },
};
/** A configurator sees what waits, without 发布 or 退回. */
export const Configurator: Story = { name: '界面配置员', args: { studio: studio({ mayPublish: false }) } };
