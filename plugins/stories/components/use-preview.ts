import { useEffect, useSyncExternalStore } from 'react';
import { useSearch } from 'wouter';
import { isPreviewHost, previewRequested, previewTokenIn } from '../preview-rules.ts';

/** Where the tab keeps the token of the preview link it was opened with, for the pages the editor moves on to. */
const TOKEN_KEY = 'summit.stories.previewToken';

function rememberedToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage switched off: the token holds for the page the link opened only.
    return null;
  }
}

function rememberToken(token: string): void {
  try {
    window.sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // As above.
  }
}

/** Whether the address asks for the editors' preview (the server still decides whether to send drafts). */
export function usePreviewRequested(): boolean {
  return previewRequested(useSearch());
}

/** A page's host does not change while it is open. */
const unchanging = () => () => undefined;

/**
 * The preview token of this tab: the address's (an editor's preview link), else the one the tab
 * was opened with; null without one, and on the server (it renders the shoppers' view).
 */
export function usePreviewToken(): string | null {
  const fromAddress = previewTokenIn(useSearch());
  useEffect(() => {
    if (fromAddress) rememberToken(fromAddress);
  }, [fromAddress]);
  return useSyncExternalStore(
    unchanging,
    () => fromAddress ?? rememberedToken(),
    () => null,
  );
}

/** The token to ask for drafts with: this tab's, when the address asks for the preview; else null (the published version). */
export function useDraftToken(): string | null {
  const requested = usePreviewRequested();
  const token = usePreviewToken();
  return requested ? token : null;
}

/** Whether the page is on one of the store's preview hosts (false on the server: it renders the shoppers' view). */
export function usePreviewHost(previewHosts: readonly string[]): boolean {
  return useSyncExternalStore(
    unchanging,
    () => isPreviewHost(previewHosts, window.location.hostname),
    () => false,
  );
}
