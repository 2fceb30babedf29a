import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  onError: (error: unknown) => void;
  fallback: (error: unknown) => ReactNode;
};
type State = { error: unknown; failed: boolean };

/** Keeps a remote's failure inside its slot; the parent resets it by changing its key. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
