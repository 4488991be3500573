import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Logger } from '../../core/logger.ts';

interface Props {
  plugin: string;
  logger: Logger;
  /** What to show instead of the failed part (nothing by default). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** A plugin's UI that throws shows its fallback and is logged with the plugin's name; the rest stays. */
export class PluginBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.logger.error(this.props.plugin, `render failed: ${error.message}`, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
