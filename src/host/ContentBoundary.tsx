import { Component, type ReactNode } from 'react';
import { ServiceError } from '../ui/ServiceError.tsx';

/**
 * The content area's error boundary (issue 26 item 5): a page that fails to render (a part whose code could not
 * be fetched) shows the spec's failure text with a retry in the content area, while the menu and the top bar stay
 * usable. The retry mounts the page anew (its failed subtree is gone); the portal keys the boundary by the route,
 * so another page starts clean. React reports the error in the console itself.
 */
export class ContentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <ServiceError onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    );
  }
}
