import { useState } from 'react';
import type { Decorator } from '@storybook/react';
import { createFakeApp, FakeApp, type FakeAppOptions } from './FakeApp';

/** Story parameters read by `withFakeApp`. */
export interface FakeAppParameters {
  fakeApp?: FakeAppOptions;
}

function Frame({ options, children }: { options: FakeAppOptions; children: React.ReactNode }) {
  const [app] = useState(() => createFakeApp(options));
  return (
    <FakeApp app={app}>
      <div style={{ padding: 16, maxWidth: 1100 }}>{children}</div>
    </FakeApp>
  );
}

/** Wraps a story in the fake app of its `parameters.fakeApp` (answers, user, menus, route). */
export const withFakeApp: Decorator = (Story, context) => (
  <Frame options={(context.parameters as FakeAppParameters).fakeApp ?? {}}>
    <Story />
  </Frame>
);
