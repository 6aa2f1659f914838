import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { adminUser } from '../fixtures/fixtures';
import { editorBlock, editorWith, previewAnswers, previewScreen } from '../fixtures/previewFixtures';

const meta = {
  title: 'Blocks/DescriptorEditor 界面预览',
  component: ScreenRenderer,
  decorators: [withFakeApp],
  parameters: {
    fakeApp: { user: adminUser, answers: previewAnswers },
    descriptor: { block: 'descriptorEditor' },
  },
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const template = editorBlock.template as { blocks: Record<string, unknown>[] };
const crud = template.blocks[0]!;

/** The page as served: the template passes the checks and shows in the preview. */
export const Template: Story = { name: '模板（检查通过）', args: { descriptor: previewScreen } };

/** A broken operator and a route no screen has: both listed under the editor with their paths. */
export const Problems: Story = {
  name: '引用有误',
  args: {
    descriptor: screenOf([
      editorWith({
        ...template,
        blocks: [
          {
            ...crud,
            highlight: { foo: [{ var: 'row.roleId' }] },
            toolbar: [{ label: '返回', action: { type: 'navigate', to: '/home/nowhere' } }],
          },
        ],
      }),
    ]),
  },
};

/** Not a descriptor at all: the schema's messages, nothing to preview yet. */
export const Invalid: Story = {
  name: '不符合 schema',
  args: {
    descriptor: screenOf([editorWith({ id: 'x', route: '/home/x', layout: 'sideways', blocks: [] })]),
  },
};
