import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
import type { ScreenDescriptor } from '../../engine/descriptor';
import { renderTemplate } from '../../engine/expr';
import { useBlockContext } from '../../engine/blocks/controllers';
import { BlankPage } from './BlankPage';

/** Frames a screen: breadcrumb then content for `shell` pages, the bare content for `blank` ones. */
export function Page({ descriptor, children }: { descriptor: ScreenDescriptor; children: ReactNode }) {
  const ctx = useBlockContext();
  if (descriptor.layout === 'blank') return <BlankPage descriptor={descriptor}>{children}</BlankPage>;
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
