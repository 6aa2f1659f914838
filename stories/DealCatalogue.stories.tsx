import type { Meta, StoryObj } from '@storybook/react';
import { ScreenRenderer } from '../engine/blocks';
import type { ScreenDescriptor } from '../engine/descriptor';
import { studioDealRows } from '../fixtures/dealStudioFixtures';
import { withFakeApp } from '../fixtures/decorator';
import { adminUser } from '../fixtures/fixtures';
import studio from '../screens/screenStudio.screen.json';

/** Opens the tab whose text is `label` once it shows, then waits for `text` (up to two seconds). */
const openTab = async (root: Document, label: string, text: string) => {
  for (let i = 0; i < 100; i++) {
    const tab = [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === label);
    if (tab && !tab.getAttribute('aria-selected')?.includes('true')) tab.click();
    if (root.body.textContent?.includes(text)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
};

/**
 * 界面工作台's 交易目录 as an administrator sees it: the deals' description, 导出全部 and 导入, and each deal's
 * 导出, 下线 (a province's own deal) or 恢复出厂 (a published version over the baseline).
 */
const meta = {
  title: 'Screens/交易目录',
  component: ScreenRenderer,
  decorators: [withFakeApp],
  args: { descriptor: studio as unknown as ScreenDescriptor },
  parameters: {
    fakeApp: {
      user: adminUser,
      route: '/home/screenStudio',
      answers: {
        'POST /commondeal/screens/studio/list': { records: [], total: 0 },
        'POST /commondeal/screens/studio/events': { records: [], total: 0 },
        'POST /commondeal/deals/studio/list': { records: studioDealRows, total: studioDealRows.length },
        'POST /commondeal/deals/studio/events': { records: [], total: 0 },
      },
    },
  },
} satisfies Meta<typeof ScreenRenderer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deals: Story = {
  name: '界面工作台 · 交易目录',
  play: ({ canvasElement }) => openTab(canvasElement.ownerDocument, '交易目录', '地方交易'),
};
