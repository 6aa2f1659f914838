import type { Preview } from '@storybook/react-vite';
import { DocsPage } from '../stories/docs/DocsPage';
import { panelA11yParameters, STORY_ATTRIBUTE } from '../tests/storiesBrowser/axeRules';

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
    // The accessibility panel: the stories check's rules and exceptions (docs/design-checks.md, 无障碍面板).
    a11y: panelA11yParameters(),
  },
  // Names the story drawn on <html>, for the exceptions limited to some stories (axeRules.ts).
  beforeEach: ({ id }) => {
    document.documentElement.setAttribute(STORY_ATTRIBUTE, id);
  },
};

export default preview;
