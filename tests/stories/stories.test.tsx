import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { composeStories, type composeStory } from '@storybook/react';

type StoryModule = Parameters<typeof composeStories>[0];
type Composed = Record<string, ReturnType<typeof composeStory>>;

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

describe('every story renders (smoke)', () => {
  it('finds the stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(10);
  });

  for (const [file, mod] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(mod) as Composed);
    describe(file.replace('../../stories/', ''), () => {
      for (const [name, Story] of stories) {
        it(`${name} renders without error and shows text`, async () => {
          const { container } = render(<Story />);
          await Story.play?.({ canvasElement: container } as never);
          await waitFor(() => expect(document.body.textContent?.trim().length ?? 0).toBeGreaterThan(0));
          expect(container.querySelector('.ant-result-error')).toBeNull();
        });
      }
    });
  }
});
