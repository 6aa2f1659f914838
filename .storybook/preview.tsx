import type { Preview } from '@storybook/react-vite';
import { DocsPage } from '../stories/docs/DocsPage';

// The stories speak Chinese, as the console's index.html says: screen readers read them in Chinese and
// the browser picks the Chinese fonts (the same as in the console).
document.documentElement.lang = 'zh-CN';

/** Each story brings its own fake app (fixtures/decorator.tsx), so the stories also run in tests. */
const preview: Preview = {
  // A docs page for every stories file: the block's or widget's Chinese docs and every state's story
  // (docs/design-checks.md, 文档页).
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: false },
    docs: { page: DocsPage },
  },
};

export default preview;
