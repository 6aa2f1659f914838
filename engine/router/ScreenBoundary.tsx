import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useApp, type ErrorReport } from '../app';
import { useUiKit, ViewLoadError } from '../blocks';

interface BoundaryProps {
  screenId?: string;
  route: string;
  report: (r: ErrorReport) => void;
  Panel: ComponentType<{ kind: 'render' | 'load'; onReload: () => void }>;
  onReload: () => void;
  children: ReactNode;
}

/** The message of anything thrown, bounded for the report (never shown to the user). */
export const errorText = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

/** What failed: the screen's code could not be loaded (a dropped link), or it threw while rendering. */
export const kindOf = (error: unknown): 'load' | 'render' =>
  error instanceof ViewLoadError ? 'load' : 'render';

class Boundary extends Component<BoundaryProps, { failed: 'load' | 'render' | null }> {
  state = { failed: null as 'load' | 'render' | null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: kindOf(error) };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo) {
    const { screenId, route, report } = this.props;
    report({ screenId, route, message: errorText(error) });
  }

  render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    const { Panel, onReload } = this.props;
    return (
      <Panel
        kind={failed}
        onReload={() => {
          this.setState({ failed: null });
          onReload();
        }}
      />
    );
  }
}

/**
 * Catches a screen's render errors: the kit's Chinese error panel with 重新加载 in place of the
 * screen (the shell stays), and a report with the screen id to the server log. A view whose code could
 * not be loaded shows 页面加载失败; 重新加载 renders the screen again, which loads it again.
 */
export function ScreenBoundary({
  preview,
  ...props
}: {
  screenId?: string;
  onReload: () => void;
  children: ReactNode;
  /**
   * A preview's own panel in place of the kit's. A preview draws a draft: what it throws is the draft's
   * to fix, said in the preview and not reported to the server's log.
   */
  preview?: BoundaryProps['Panel'];
}) {
  const app = useApp();
  const { ErrorPanel } = useUiKit();
  const { pathname } = useLocation();
  return (
    <Boundary
      key={pathname}
      route={pathname}
      report={preview ? () => undefined : app.reportError}
      Panel={preview ?? ErrorPanel}
      {...props}
    />
  );
}
