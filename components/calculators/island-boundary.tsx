'use client';

import { Component, type ReactNode } from 'react';
import styles from './island-boundary.module.css';

interface Props {
  labels: { failed: string; retry: string };
  /** Called when the visitor asks to try again, before the children render anew. */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a calculator whose data or code could not load (offline, a failed deploy): the visitor
 * sees why, keeps the shell (the frame shows it again while no island is shown), and can try again
 * without reloading the page.
 */
export class IslandBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className={styles.loadError}>
        <p>{this.props.labels.failed}</p>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          {this.props.labels.retry}
        </button>
      </div>
    );
  }
}
