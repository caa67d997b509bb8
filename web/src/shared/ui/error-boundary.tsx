import { Component, type ErrorInfo, type ReactNode } from 'react';

/** What a boundary shows instead of its children: fixed content, or content built from the error with a retry. */
type ErrorFallback = ReactNode | ((failure: { error: unknown; retry: () => void }) => ReactNode);

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: ErrorFallback;
  /** A new value (e.g. the next path) clears a caught error. */
  resetKey?: unknown;
  /** Logged with the error (the console is where a developer looks first). */
  logMessage?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: unknown;
}

/** Shows `fallback` instead of a subtree that threw while rendering (or whose chunk failed to load). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('Unknown render error') };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(this.props.logMessage ?? 'A page failed to render.', error, info.componentStack);
  }

  /** Renders the children again (they may load or throw again). */
  retry = (): void => this.setState({ error: undefined });

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback({ error, retry: this.retry }) : fallback;
  }
}
