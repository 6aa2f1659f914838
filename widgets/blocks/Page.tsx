import type { ReactNode } from 'react';
import { Breadcrumb, Card } from 'antd';
import type { ScreenDescriptor } from '../../engine/descriptor';
import { renderTemplate } from '../../engine/expr';
import { useBlockContext } from '../../engine/blocks/controllers';

/** Frames a screen: breadcrumb then content for `shell` pages, the bare content for `blank` ones. */
export function Page({ descriptor, children }: { descriptor: ScreenDescriptor; children: ReactNode }) {
  const ctx = useBlockContext();
  if (descriptor.layout === 'blank') {
    if (!descriptor.width) return <>{children}</>;
    return (
      <div className="yb-blank-page">
        <Card style={{ width: descriptor.width, maxWidth: '100%' }}>{children}</Card>
      </div>
    );
  }
  const crumbs = descriptor.breadcrumb ?? [];
  return (
    <div className="yb-page">
      {crumbs.length > 0 && (
        <Breadcrumb
          style={{ marginBottom: 16 }}
          items={crumbs.map((t) => ({ title: renderTemplate(t, ctx) }))}
        />
      )}
      {children}
    </div>
  );
}
