import type { Preview } from '@storybook/react-vite';

/** Each story brings its own fake app (stories/support/decorator.tsx), so the stories also run in tests. */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: false },
  },
};

export default preview;
