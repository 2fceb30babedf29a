import { ErrorPanel } from '@livefully/web-kit';
import { Component, type ReactNode } from 'react';

type State = { failed: boolean };

/** A fault in the admin area stays here, with a way out, rather than blanking the shell's slot. */
export class AdminErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container page">
        <ErrorPanel
          title="Something went wrong in the admin panel"
          message="Reload the page to try again. Changes you had not saved may be lost."
          onRetry={() => window.location.reload()}
          retryLabel="Reload the page"
        />
      </div>
    );
  }
}
