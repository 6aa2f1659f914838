import type { Meta, StoryObj } from '@storybook/react';
import { consoleTheme } from '../widgets/theme';
import { DesignTokensPage } from './tokens/DesignTokensPage';

/**
 * The console's theme as designers look it up: colours with their WCAG contrast, typography, spacing,
 * radii and shadows, drawn from `widgets/theme.ts` (docs/design-checks.md). Change a token in Controls
 * (`theme.token`) to see the page, and the contrast of each pair, follow.
 */
const meta = {
  title: '设计令牌/控制台主题',
  component: DesignTokensPage,
  args: { theme: consoleTheme },
} satisfies Meta<typeof DesignTokensPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConsoleTheme: Story = { name: '控制台主题' };
