import { Component, type ErrorInfo, type ReactNode } from 'react';
import { css } from 'styled-system/css';

interface Props {
  children: ReactNode;
  /** Shown above the message; defaults to a generic title. */
  title?: string;
  /** Changing this value clears the error (e.g. the route path). */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
}

/**
 * Catches render errors (a failing panel or an unexpected data shape) so one
 * failing panel never blanks the whole app.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className={box}>
        <h2 className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>
          {this.props.title ?? 'Something went wrong'}
        </h2>
        <p className={css({ color: 'fg.muted', mt: '1' })}>
          This part of the page could not be shown. Please try again.
        </p>
        <div className={css({ display: 'flex', gap: '2', mt: '4' })}>
          <button type="button" className={btn} onClick={() => this.setState({ error: null })}>
            Try Again
          </button>
          <button type="button" className={btn} onClick={() => window.location.reload()}>
            Reload page
          </button>
        </div>
      </div>
    );
  }
}

const box = css({
  maxW: '2xl',
  mx: 'auto',
  my: '8',
  p: '6',
  borderRadius: 'l3',
  borderWidth: '1px',
  borderColor: 'danger.default',
  bg: 'danger.subtle',
  color: 'fg.default',
});
const btn = css({
  px: '4',
  py: '2',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  bg: 'bg.default',
  fontWeight: 'medium',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
});
