import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { composeStories, type composeStory } from '@storybook/react';
import { englishOnPage } from './english';

type StoryModule = Parameters<typeof composeStories>[0];
type Composed = Record<string, ReturnType<typeof composeStory>>;

const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

describe('every story renders (smoke), all in Chinese', () => {
  it('finds the stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(10);
  });

  for (const [file, mod] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(mod) as Composed);
    // The screen-error panel (页面出错了 / 页面加载失败) shows only in its own stories; a result block
    // may be an error on purpose (Result 结果: 失败), so the status class says nothing.
    const errorPanelExpected = file.endsWith('/ErrorPanel.stories.tsx');
    describe(file.replace('../../stories/', ''), () => {
      for (const [name, Story] of stories) {
        it(`${name} renders without error and shows Chinese text`, async () => {
          const { container } = render(<Story />);
          await Story.play?.({ canvasElement: container } as never);
          await waitFor(() => expect(document.body.textContent?.trim().length ?? 0).toBeGreaterThan(0));
          if (!errorPanelExpected) expect(container.textContent).not.toMatch(/页面出错了|页面加载失败/);
          // No English text or accessible name (antd's en_US, RJSF's built-in strings).
          expect(englishOnPage()).toEqual([]);
        });
      }
    });
  }
});
