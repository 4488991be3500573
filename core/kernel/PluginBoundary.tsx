import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Logger } from '../logger.ts';
import type { PluginContext } from './plugin.ts';
import { PluginProvider } from './use-plugin.tsx';

interface Props {
  /** The plugin the part belongs to, or how to find it when the part fails (a page whose plugin loads later). */
  plugin: string | (() => string);
  /** The kernel's logger, or anything that logs an error under a source (a plugin adapts its scoped one). */
  logger: Pick<Logger, 'error'>;
  /** What to show instead of the failed part (nothing by default). */
  fallback?: ReactNode;
  /** The plugin's context, for `usePlugin()` in the part's components. */
  context?: PluginContext<string>;
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
    const { plugin } = this.props;
    this.props.logger.error(typeof plugin === 'function' ? plugin() : plugin, `render failed: ${error.message}`, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    const { context, children } = this.props;
    if (!error) return context ? <PluginProvider context={context}>{children}</PluginProvider> : children;
    return this.props.expected?.(error) ?? this.props.fallback ?? null;
  }
}
