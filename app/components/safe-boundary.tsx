import { Component, type ErrorInfo, type ReactNode, Suspense } from "react";

interface State {
  failed: boolean;
}

class HideOnError extends Component<{ children: ReactNode; name: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name}] hidden after a rendering failure`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders its children, or nothing if they fail: a broken widget hides itself instead of
 * breaking the page (spec 1 section 5). Suspense makes a server-side failure fall back too.
 */
export function SafeBoundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <HideOnError name={name}>
      <Suspense fallback={null}>{children}</Suspense>
    </HideOnError>
  );
}
