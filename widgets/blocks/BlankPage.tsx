import type { ReactNode } from 'react';
import { Card } from 'antd';
import type { ScreenDescriptor } from '../../engine/descriptor';

/** Frames a `blank` screen (login, sign-up): the bare content, or a card of the descriptor's width. */
export function BlankPage({ descriptor, children }: { descriptor: ScreenDescriptor; children: ReactNode }) {
  if (!descriptor.width) return <>{children}</>;
  return (
    <div className="yb-blank-page">
      <Card style={{ width: descriptor.width, maxWidth: '100%' }}>{children}</Card>
    </div>
  );
}
