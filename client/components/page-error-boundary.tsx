import { Component, type ReactNode } from 'react';
import { PageLoadError } from '../load-cache';
import { PageError } from './page-error';
import { PageLoading } from './page-loading';

interface Props {
  /** The page shown; navigating elsewhere clears a failure. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
}

/**
 * Keeps a failure inside the page area: the header, footer and navigation stay usable. A page
 * whose code or texts did not arrive after a retry (a flaky connection, or a tab left open
 * across a deploy whose old chunks are gone) is loaded in full from the server, which renders
 * it whole; offline, the service worker answers with the kept page or the offline page.
 * Any other error shows a readable message with a way to try again. entry-client reports errors.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof PageLoadError) location.reload();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return error instanceof PageLoadError ? <PageLoading /> : <PageError />;
  }
}
