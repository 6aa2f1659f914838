import type { Meta, StoryObj } from '@storybook/react';
import { STUDIO_SUBJECTS } from '../engine/blocks/controllers/studio/studioTypes';
import type { StudioController } from '../engine/blocks/controllers/studio/useStudioController';
import { StudioDiff } from '../widgets/blocks/descriptorEditor/ReadableDiff';
import { PublishExtras } from '../widgets/blocks/descriptorEditor/PublishExtras';
import { withFakeApp } from '../fixtures/decorator';
import { deal2207 } from '../fixtures/dealFixtures';
import { code, Y } from '../fixtures/dealBuilders';
import { dealCodes } from '../fixtures/dealCodes';
import { dealText } from '../fixtures/dealStudioFixtures';

/** 2207 as a province edits it: 发票号 tightened, 收费批次号 removed, 地方标识 added, 结算信息 a list. */
function edited2207() {
  const meta = structuredClone(deal2207);
  const data = meta.reqProperties[0]!;
  data.properties = data.properties
    .filter((p) => p.name !== 'chrg_bchno')
    .map((p) => (p.name === 'invono' ? { ...p, length: 8, pattern: '^[0-9]{8,20}$' } : p));
  data.properties.push(code('local_flag', '地方标识', dealCodes.yesNo, 1, Y));
  meta.resProperties[0]!.array = true;
  return dealText(meta);
}

const meta = {
  title: 'Widgets/StudioDiff 交易对比（按字段）',
  component: StudioDiff,
  decorators: [withFakeApp],
  args: {
    subject: STUDIO_SUBJECTS.deal,
    original: dealText(deal2207),
    modified: edited2207(),
    height: 420,
    labels: ['已发布版本 1', '我的编辑'],
  },
} satisfies Meta<typeof StudioDiff>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deal's 对比 opens on 按字段: each node's fields added, removed and changed property by property. */
export const ByField: Story = { name: '按字段' };

/** The publish dialog's part naming the SQL configurations the server said a publish would orphan. */
export const OrphanedSqlConfigs: Story = {
  name: '发布 · 将失效的 SQL 配置',
  render: () => (
    <PublishExtras
      studio={
        {
          subject: STUDIO_SUBJECTS.deal,
          serverProblems: [
            {
              path: 'sqlConfigs.data',
              message:
                '2207 节点 data 的SQL配置用到的字段 chrg_bchno 将不存在：请在发布时一并删除该配置（dropSqlConfigs），或保留其节点与字段',
            },
          ],
        } as unknown as StudioController
      }
      ticked={['dropSqlConfigs']}
      onTick={() => undefined}
    />
  ),
};
