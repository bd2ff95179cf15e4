import { Component, type ReactNode } from 'react';

/**
 * Around a part loaded after the page (a `lazy` browser-only module): when its file cannot be fetched (a phone
 * that lost its connection right after the page came) the part shows `fallback`, and the rest of the screen
 * stays and works. Without a boundary React would take the whole screen down with it.
 */
export class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
