import type { ReactNode } from 'react';
import type { ScreenDescriptor } from '../../engine/descriptor';
import { PlainCard } from './PlainCard';

/** Frames a `blank` screen (login, sign-up): the bare content, or a card of the descriptor's width. */
export function BlankPage({ descriptor, children }: { descriptor: ScreenDescriptor; children: ReactNode }) {
  if (!descriptor.width) return <>{children}</>;
  return (
    <div className="yb-blank-page">
      <PlainCard style={{ width: descriptor.width, maxWidth: '100%' }}>{children}</PlainCard>
    </div>
  );
}
