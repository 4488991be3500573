import { PREVIEW_PARAMETER, PREVIEW_TOKEN_PARAMETER } from '../../contracts/stories.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { MAX_PREVIEW_SECONDS, signPreviewToken } from './preview-token.ts';

export interface PreviewLinkRequest {
  secret: string;
  store: Pick<StoreConfig, 'storeId' | 'previewHosts'>;
  /** How long the link opens drafts, at most MAX_PREVIEW_SECONDS. */
  hours: number;
  /** The page to open (default the home). */
  path?: string;
  /** The preview host's origin (default https:// and the store's first preview host). */
  origin?: string;
  now?: number;
}

/** An editor's preview link: a page of the store's preview host that asks for drafts with a signed token. */
export function previewLink({ secret, store, hours, path = '/', origin, now = Date.now() }: PreviewLinkRequest): string {
  const host = store.previewHosts[0];
  if (!origin && !host) throw new Error(`Store ${store.storeId} has no previewHosts: drafts cannot be previewed there`);
  if (!(hours > 0) || hours * 3600 > MAX_PREVIEW_SECONDS) throw new Error(`A preview link lasts more than 0 and at most ${MAX_PREVIEW_SECONDS / 3600} hours`);
  const expires = Math.floor(now / 1000) + Math.floor(hours * 3600);
  const url = new URL(path, origin ?? `https://${host}`);
  url.searchParams.set(PREVIEW_PARAMETER, '1');
  url.searchParams.set(PREVIEW_TOKEN_PARAMETER, signPreviewToken(secret, store.storeId, expires));
  return url.toString();
}
