import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useApp, type ErrorReport } from '../app';
import { useUiKit } from '../blocks';

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

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo) {
    const { screenId, route, report } = this.props;
    report({ screenId, route, message: errorText(error) });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { Panel, onReload } = this.props;
    return (
      <Panel
        kind="render"
        onReload={() => {
          this.setState({ failed: false });
          onReload();
        }}
      />
    );
  }
}

/**
 * Catches a screen's render errors: the kit's Chinese error panel with 重新加载 in place of the
 * screen (the shell stays), and a report with the screen id to the server log.
 */
export function ScreenBoundary(props: { screenId?: string; onReload: () => void; children: ReactNode }) {
  const app = useApp();
  const { ErrorPanel } = useUiKit();
  const { pathname } = useLocation();
  return <Boundary key={pathname} route={pathname} report={app.reportError} Panel={ErrorPanel} {...props} />;
}
