import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import {
  deal1101,
  deal2207,
  deal2207Extended,
  deal2301,
  deal2401,
  deal3201,
  deal9102,
  feeRows,
  sampleInput2207,
  sampleInput2401,
  sampleInput3201,
  sampleOutput1101,
  sampleOutput2207,
  sampleOutput3201,
} from '../fixtures/dealFixtures';
import { withFakeApp } from '../fixtures/decorator';
import { dealFakeApp, dealStoryScreen, fill, submitOnReady } from '../fixtures/dealStories';

const meta = {
  title: 'Deal/Forms 交易表单',
  component: ScreenRenderer,
  decorators: [withFakeApp],
  parameters: { fakeApp: dealFakeApp(), descriptor: { block: 'dealForm' } },
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

const output = (value: unknown) => ({ output: { preserve: value } });

export const Deal1101: Story = { name: '1101 人员信息获取', args: { descriptor: dealStoryScreen(deal1101) } };
export const Deal1101Output: Story = {
  name: '1101 人员信息获取 · 输出（空列表：暂未查询到相关信息）',
  args: {
    descriptor: dealStoryScreen(
      deal1101,
      { onReady: fill({ data: { mdtrt_cert_type: '02', mdtrt_cert_no: '210102199001011237' } }) },
      output(sampleOutput1101),
    ),
  },
};
export const Deal2207: Story = { name: '2207 门诊结算', args: { descriptor: dealStoryScreen(deal2207) } };
export const Deal2207Filled: Story = {
  name: '2207 门诊结算 · 已填写并结算',
  args: {
    descriptor: dealStoryScreen(deal2207, { onReady: fill(sampleInput2207) }, output(sampleOutput2207)),
  },
};
export const Deal2207Error: Story = {
  name: '2207 门诊结算 · 校验错误',
  args: { descriptor: dealStoryScreen(deal2207, { onReady: submitOnReady }) },
};
/** 2207 as a province publishes it: a 地方扩展 group (a required 地方标识 starting at 否, a 地方备注 textarea), 发票号 with a pattern. */
export const Deal2207Extended: Story = {
  name: '2207 门诊结算 · 地方扩展字段（分组、默认值、录入控件）',
  args: { descriptor: dealStoryScreen(deal2207Extended) },
  parameters: { fakeApp: dealFakeApp([deal2207Extended]) },
};
export const Deal2207ExtendedError: Story = {
  name: '2207 门诊结算 · 地方扩展字段校验（发票号格式、地方标识必填）',
  args: {
    descriptor: dealStoryScreen(deal2207Extended, {
      // The whole data node is replaced: 地方标识 loses its default and is empty.
      onReady: { type: 'sequence', steps: [fill({ data: { invono: '12-34' } }), submitOnReady] },
    }),
  },
  parameters: { fakeApp: dealFakeApp([deal2207Extended]) },
};
export const Deal2401: Story = { name: '2401 入院办理', args: { descriptor: dealStoryScreen(deal2401) } };
export const Deal2401Filled: Story = {
  name: '2401 入院办理 · 已填写（含诊断明细）',
  args: { descriptor: dealStoryScreen(deal2401, { onReady: fill(sampleInput2401) }) },
};
export const Deal2401Error: Story = {
  name: '2401 入院办理 · 校验错误（请填写入院诊断信息）',
  args: { descriptor: dealStoryScreen(deal2401, { onReady: submitOnReady }) },
};
/** 5,000 fee-detail rows, row 4,000 without its 开单科室名称. */
const longFees = (() => {
  const rows: Record<string, string>[] = feeRows(5000);
  const { bilg_dept_name: _, ...partial } = rows[3999] ?? {};
  rows[3999] = partial;
  return rows;
})();
export const Deal2301Long: Story = {
  name: '2301 住院费用明细上传 · 5000 行（只绘制可见行）',
  args: { descriptor: dealStoryScreen(deal2301, { onReady: fill({ feedetail: feeRows(5000) }) }) },
};
export const Deal2301LongError: Story = {
  name: '2301 住院费用明细上传 · 5000 行校验错误（滚动到第 4000 行）',
  args: {
    descriptor: dealStoryScreen(deal2301, {
      onReady: { type: 'sequence', steps: [fill({ feedetail: longFees }), submitOnReady] },
    }),
  },
};
export const Deal3201: Story = {
  name: '3201 医药机构费用结算对总账 · 已填写并对账',
  args: {
    descriptor: dealStoryScreen(deal3201, { onReady: fill(sampleInput3201) }, output(sampleOutput3201)),
  },
};
export const Deal9102: Story = { name: '9102 文件下载', args: { descriptor: dealStoryScreen(deal9102) } };
