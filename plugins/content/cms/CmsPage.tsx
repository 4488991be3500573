import { Trans } from '@lingui/react/macro';
import { useMemo, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { cmsPage, type CmsPageItem } from '../../../contracts/content.ts';
import { ApiError, type PageHead, type PageLoader, type PageProps, type PageResolution, usePlugin } from '../../../core/plugin-api.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { useTitle } from '../../../core/kit/ui/use-title.ts';
import { inAppPath } from '../../../core/kit/ui/in-app-path.ts';
import { sanitizeHtml } from '../../../core/kit/ui/sanitize-html.ts';
import '../../../core/kit/ui/content.css';
import '../content.css';

/** Shown until the page's content arrives (spec 02: a placeholder until CMS page content is loaded). */
function Placeholder() {
  return (
    <div className="cms-placeholder" role="status" aria-live="polite" data-testid="cms-placeholder">
      <span className="visually-hidden">
        <Trans>Loading the page…</Trans>
      </span>
      <div className="cms-placeholder__title" />
      <div className="cms-placeholder__line" />
      <div className="cms-placeholder__line" />
      <div className="cms-placeholder__line cms-placeholder__line--short" />
    </div>
  );
}

function Article({ page }: { page: CmsPageItem }) {
  useTitle(usePlugin<'content'>().shell, page.title);
  const [, navigate] = useLocation();
  const html = useMemo(() => sanitizeHtml(page.content), [page.content]);
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    const path = inAppPath(event, window.location.origin);
    if (path === null) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    <article className="cms-page" data-testid="cms-page" data-identifier={page.identifier}>
      <h1>{page.title}</h1>
      {/* Sanitised above: the HTML comes from the CMS, through any backend. The click handler only
          delegates the clicks of the links inside, which are keyboard-operable themselves. */}
      <div className="cms-page__body" onClick={followInApp} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

const identifierOf = (resolution: PageResolution) => (typeof resolution.metadata.identifier === 'string' ? resolution.metadata.identifier : '');

/** The CMS page named by the path lookup's identifier, in the store's language; a 404 when the store has none. */
export const loader: PageLoader<CmsPageItem, 'content'> = async ({ ctx, resolution, signal }) => {
  const identifier = identifierOf(resolution);
  const { items } = await ctx.api.call(cmsPage, { query: { identifier, storeId: ctx.store.storeId }, signal });
  // The first item is the page (spec 02); none means there is no such page in this store.
  const [first] = items;
  if (!first) throw new ApiError(cmsPage.name, 404, `no page ${identifier}`);
  return first;
};

export const head = (page: CmsPageItem): PageHead => ({ title: page.title, description: page.metaDescription ?? undefined, type: 'article' });

/** A content page: the CMS page named by the path lookup's identifier, in the store's language. */
export default function CmsPage({ resolution, signal, preloaded }: PageProps<CmsPageItem>) {
  const ctx = usePlugin<'content'>();
  const page = useRemote((s) => loader({ ctx, resolution, signal: s }), [identifierOf(resolution)], { signal, logger: ctx.logger, initial: preloaded });
  return (
    <div className="content-page content-page--reading">
      {page.status === 'loading' ? (
        <Placeholder />
      ) : (
        <RemoteState state={page} variant="page">
          {(item) => <Article page={item} />}
        </RemoteState>
      )}
    </div>
  );
}
