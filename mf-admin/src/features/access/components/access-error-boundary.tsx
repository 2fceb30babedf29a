import { ErrorPanel, isApiError } from '@livefully/web-kit';
import { Component, type ReactNode } from 'react';
import { NotAuthorizedScreen } from './not-authorized-screen';
import { SignInScreen } from './sign-in-screen';

type Props = {
  children: ReactNode;
  email: string | null;
  /** A new token (refreshed, or after signing in again) clears a 401. */
  token: string;
};
type State = { error: unknown; failed: boolean; token: string };

/**
 * The admin queries and mutations throw 401 and 403 up to here: an expired token shows the
 * sign-in screen, a 403 the not-authorized one, wherever in the admin area it happened.
 */
export class AccessErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, token: this.props.token };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.token === state.token) return null;
    return isApiError(state.error, 401) ? { error: null, failed: false, token: props.token } : { token: props.token };
  }

  private readonly retry = () => this.setState({ error: null, failed: false });

  override render(): ReactNode {
    const { error, failed } = this.state;
    if (!failed) return this.props.children;
    if (isApiError(error, 401)) return <SignInScreen expired onRetry={this.retry} />;
    if (isApiError(error, 403)) return <NotAuthorizedScreen email={this.props.email} />;
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
