import { Component, type ReactNode } from 'react';
import { PageLoadError } from '../lazy-page';

/**
 * A page whose chunk could not be loaded on a visit (often a new version deployed since the app
 * started, whose chunks have other names): the browser loads the address from the server, which
 * sends the page rendered with the current version's scripts. Any other error goes on up.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof PageLoadError) window.location.reload();
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.error instanceof PageLoadError) return null;
    throw this.state.error;
  }
}
