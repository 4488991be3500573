import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Logger } from '../logger.ts';

interface Props {
  plugin: string;
  /** The kernel's logger, or anything that logs an error under a source (a plugin adapts its scoped one). */
  logger: Pick<Logger, 'error'>;
  /** What to show instead of the failed part (nothing by default). */
  fallback?: ReactNode;
  /** Errors that are answers, not failures (a page's PageNotFoundError): shown, not logged. */
  expected?: (error: Error) => ReactNode | undefined;
  children: ReactNode;
}

/** A plugin's UI that throws shows its fallback and is logged with the plugin's name; the rest stays. */
export class PluginBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.expected?.(error) !== undefined) return;
    this.props.logger.error(this.props.plugin, `render failed: ${error.message}`, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.expected?.(error) ?? this.props.fallback ?? null;
  }
}
