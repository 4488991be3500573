import { PREVIEW_PARAMETER, PREVIEW_TOKEN_PARAMETER, type StoryVersion } from '../../contracts/stories.ts';

/*
 * Content-editor preview (spec 02 sections 2 and 6). The preview parameter (`?_storyblok`, any
 * value) asks for drafts; the server sends one only with the preview token of an editor's
 * preview link (`_storyblok_tk`, signed by the server: npm run preview:link) and from a preview
 * host of the store, so anyone else sees the published story whatever the address says. Edit
 * mode (outlined, labelled blocks and the draft banner) shows only when the server did send the
 * draft AND the page is on a preview host.
 */

export function previewRequested(search: string): boolean {
  return new URLSearchParams(search).has(PREVIEW_PARAMETER);
}

/** The preview token an editor's link carries, or null. */
export function previewTokenIn(search: string): string | null {
  return new URLSearchParams(search).get(PREVIEW_TOKEN_PARAMETER) || null;
}

/** The story a forced preview page shows: /storyblok-preview/{id} (the home without one), and the new-season story for /new*. */
export function previewStorySlug(path: string): string {
  const found = /^\/storyblok-preview\/(.+?)\/?$/i.exec(path);
  if (found) return found[1]!.toLowerCase();
  return /^\/new/i.test(path) ? 'new' : 'home';
}

export function isPreviewHost(previewHosts: readonly string[], hostname: string): boolean {
  const host = hostname.toLowerCase();
  return previewHosts.some((previewHost) => previewHost.toLowerCase() === host);
}

export function editModeOn(served: StoryVersion, previewHost: boolean, editMode: boolean | undefined): boolean {
  return served === 'draft' && previewHost && editMode !== false;
}

/** The story of a sale's landing listing: /event/{key} → event/{key}; null for other paths. */
export function eventStorySlug(path: string): string | null {
  const found = /^\/event\/([a-z0-9]+(?:[-_][a-z0-9]+)*)\/?$/i.exec(path);
  return found ? `event/${found[1]!.toLowerCase()}` : null;
}
