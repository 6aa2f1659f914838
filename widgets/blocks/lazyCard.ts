import type { ReactNode } from 'react';
import { lazyView } from '../../engine/blocks/lazyView';

/** antd's Card, which brings its tabs along: loaded by the first block with a card (the login has none). */
export const LazyCard = lazyView<{ title?: ReactNode; children?: ReactNode }>(() =>
  import('./antdCard').then((m) => m.Card),
);
