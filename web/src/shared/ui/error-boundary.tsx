import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
  /** A new value (e.g. the next path) clears a caught error. */
  resetKey?: unknown;
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
    console.error('A page failed to render.', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : this.props.fallback;
  }
}
