import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '../engine/api';
import { ScreenRenderer } from '../engine/blocks';
import { screenOf } from '../fixtures/descriptors';
import { withFakeApp } from '../fixtures/decorator';
import { adminUser } from '../fixtures/fixtures';
import { studioAnswers, studioScreen } from '../fixtures/previewFixtures';

const meta = {
  title: 'Blocks/DescriptorEditor 界面工作台',
  component: ScreenRenderer,
  decorators: [withFakeApp],
  parameters: {
    fakeApp: { user: adminUser, answers: studioAnswers },
    descriptor: { block: 'descriptorEditor' },
  },
  args: { descriptor: screenOf([studioScreen]) },
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks the button whose text is `label` once it shows (and is enabled), waiting up to a second. */
const click = async (root: Document, label: string, within = 'body') => {
  for (let i = 0; i < 50; i++) {
    const button = [...root.querySelectorAll<HTMLButtonElement>(`${within} button`)].find(
      (b) => b.textContent?.replace(/\s/g, '') === label && !b.disabled,
    );
    if (button && root.body.textContent?.includes('已发布版本 2')) return button.click();
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** A published screen opened in the studio: 保存草稿, 对比, 历史 and 发布 above its text. */
export const Published: Story = { name: '已发布的界面' };

/** Another configurator published meanwhile: the save is refused, the text stays, 对比 and 以最新版本为基础继续. */
export const Conflict: Story = {
  name: '他人已修改（保存被拒绝）',
  play: ({ canvasElement }) => click(canvasElement.ownerDocument, '保存草稿'),
  parameters: {
    fakeApp: {
      user: adminUser,
      answers: {
        ...studioAnswers,
        'PUT /commondeal/screens/studio/roleList/draft': new ApiError(
          '该界面已被他人修改，请对比最新版本后再保存',
          409,
          {
            version: 3,
            body: '{\n  "id": "roleList"\n}\n',
            changedBy: 'admin2',
            changedAt: '2026-11-27 10:15:40',
          },
        ),
      },
    },
  },
};

/** The server's check refused the publish: each problem with its path. */
export const Refused: Story = {
  name: '发布被拒绝',
  play: async ({ canvasElement }) => {
    await click(canvasElement.ownerDocument, '发布');
    await click(canvasElement.ownerDocument, '发布', '.ant-modal-footer');
  },
  parameters: {
    fakeApp: {
      user: adminUser,
      answers: {
        ...studioAnswers,
        'POST /commondeal/screens/studio/roleList/publish': new ApiError(
          '发布被拒绝：界面描述有 1 处问题，请按路径逐一修正',
          400,
          {
            problems: [
              { path: 'blocks[0].list', message: '服务端没有接口 GET /commondeal/api/platformrole/list' },
            ],
          },
        ),
      },
    },
  },
};

/** A configurator (ROLE_CONFIG): drafts and compares; 发布 and 回滚 are the administrator's. */
export const Configurator: Story = {
  name: '界面配置员（只保存草稿）',
  parameters: {
    fakeApp: {
      user: adminUser,
      answers: {
        ...studioAnswers,
        'GET /commondeal/screens/studio/roleList': {
          ...studioAnswers['GET /commondeal/screens/studio/roleList'],
          mayPublish: false,
        },
      },
    },
  },
};
