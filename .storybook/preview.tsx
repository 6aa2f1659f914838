import type { Preview } from '@storybook/react-vite';

// The stories speak Chinese, as the console's index.html says: screen readers read them in Chinese and
// the browser picks the Chinese fonts (the same as in the console).
document.documentElement.lang = 'zh-CN';

/** Each story brings its own fake app (fixtures/decorator.tsx), so the stories also run in tests. */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: false },
  },
};

export default preview;
