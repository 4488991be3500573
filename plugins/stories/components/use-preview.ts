import { useSyncExternalStore } from 'react';
import { useSearch } from 'wouter';
import { isPreviewHost, previewRequested } from '../preview-rules.ts';

/** Whether the address asks for the editors' preview (the server still decides whether to send drafts). */
export function usePreviewRequested(): boolean {
  return previewRequested(useSearch());
}

/** A page's host does not change while it is open. */
const unchanging = () => () => undefined;

/** Whether the page is on one of the store's preview hosts (false on the server: it renders the shoppers' view). */
export function usePreviewHost(previewHosts: readonly string[]): boolean {
  return useSyncExternalStore(
    unchanging,
    () => isPreviewHost(previewHosts, window.location.hostname),
    () => false,
  );
}
