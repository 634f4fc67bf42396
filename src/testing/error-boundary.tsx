import { Component, type ReactNode } from 'react';

/** Shows 'Could not load' in place of its children when they throw: a stand-in for a route's error view. */
export class TestErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}
