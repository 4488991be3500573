import type { FastifyInstance } from 'fastify';
import { cmsPage } from '../../contracts/content.ts';
import { categoryNavigation } from '../../contracts/navigation.ts';
import { pathLookup } from '../../contracts/routing.ts';
import { pageText, staticBlocks } from '../../contracts/static-blocks.ts';
import { integrationStoryblok, PREVIEW_PARAMETER, storyblokBlock, storyblokStory } from '../../contracts/stories.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { storeOr404 } from '../catalog/catalog.ts';
import { requestStore } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import type { PublicReadRequest } from '../http/public-reads.ts';
import { route } from '../http/route.ts';
import { findCmsPages, findPageTexts, findStaticBlocks } from './content-store.ts';
import { loadNavigation } from './navigation-store.ts';
import { lookupPath, normalisePath } from './path-store.ts';
import { isPreviewRequest } from './preview-request.ts';
import { verifyPreviewToken } from './preview-token.ts';
import { findBlock, findStory } from './story-store.ts';

const hostsOf = (request: PublicReadRequest) => ({ host: request.host, origin: request.headers.origin });

/** Whether a request may see the store's drafts: a valid preview token for it, from one of its preview hosts. */
function mayPreview(app: FastifyInstance, store: StoreConfig, request: PublicReadRequest): boolean {
  const { preview } = request.query as Record<string, unknown>;
  return isPreviewRequest(store, hostsOf(request)) && verifyPreviewToken(app.summit.previewSecret, preview, store.storeId);
}

/** A request that asks for the draft and may see it. */
function wantsVisibleDraft(app: FastifyInstance, request: PublicReadRequest): boolean {
  const query = request.query as Record<string, unknown>;
  if (query.edit !== '1') return false;
  const store = app.summit.stores.byId(Number(query.storeId));
  return store !== undefined && mayPreview(app, store, request);
}

function spaceIdOf(store: StoreConfig): number | null {
  const options = store.plugins.stories;
  const spaceId = options ? options.spaceId : undefined;
  return typeof spaceId === 'number' ? spaceId : null;
}

/**
 * The endpoints of contracts/content.ts, routing.ts, navigation.ts, static-blocks.ts and
 * stories.ts: what a page is, menus, content pages, blocks and page texts, CMS stories.
 */
export function contentRoutes(app: FastifyInstance): void {
  pageRoutes(app);
  blockRoutes(app);
  storyRoutes(app);
}

/** What a path is, the store's menus and its content pages. */
function pageRoutes(app: FastifyInstance): void {
  const { db, stores } = app.summit;

  route(
    app,
    pathLookup,
    async ({ query, request }) => {
      // Only ids of configured stores reach SQL (an arbitrary number could overflow an integer column).
      const store = query.storeId === undefined ? requestStore(request) : stores.byId(query.storeId);
      if (!store) throw new HttpError(404, `No store ${query.storeId}`);
      const path = normalisePath(query.path);
      const found = path === null ? null : await lookupPath(db, store.storeId, path);
      if (!found) throw new HttpError(404, `No page at ${query.path}`);
      return found;
    },
    { publicSeconds: 60 },
  );

  route(
    app,
    categoryNavigation,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      // The same for every visitor of a store; short so that menu edits show up soon. The
      // reference API has one navigation per store, so `query.abTest` (validated by the contract:
      // the header call names top_header_navigation3) selects nothing here; a backend running
      // navigation experiments would serve that experiment's menu for it.
      return { items: await loadNavigation(db, store.storeId, query.type) };
    },
    { publicSeconds: 300 },
  );

  // The same for every visitor of the store; editors' changes show within a minute.
  route(app, cmsPage, async ({ query }) => ({ items: await findCmsPages(db, query.storeId, query.identifier) }), { publicSeconds: 60 });
}

/** Static blocks and page texts: the same for every visitor of the store. */
function blockRoutes(app: FastifyInstance): void {
  const { db } = app.summit;
  route(app, staticBlocks, ({ query }) => findStaticBlocks(db, query.storeId, query.identifier), { publicSeconds: 60 });
  route(app, pageText, async ({ query }) => ({ items: await findPageTexts(db, query.storeId, query.area) }), { publicSeconds: 60 });
}

/**
 * The CMS endpoints of spec 02 section 7. Published versions are the same for every visitor and
 * cached like other public reads; a draft is sent only to a request that asks for it (`edit=1`)
 * with a valid preview token (`preview`), from one of the store's preview hosts, and never cached.
 */
function storyRoutes(app: FastifyInstance): void {
  const publicUnlessDraft = { publicSeconds: 60, publicWhen: (request: PublicReadRequest) => !wantsVisibleDraft(app, request) };

  route(
    app,
    storyblokStory,
    async ({ query, request }) => {
      const store = storeOr404(app, query.storeId);
      return { story: await findStory(app.summit.db, store, query.lang, query.id, wantsVisibleDraft(app, request)) };
    },
    publicUnlessDraft,
  );

  route(
    app,
    storyblokBlock,
    async ({ query, request }) => {
      const store = storeOr404(app, query.storeId);
      return findBlock(app.summit.db, store, query.lang, query.id, wantsVisibleDraft(app, request));
    },
    publicUnlessDraft,
  );

  route(app, integrationStoryblok, async ({ params, request, reply }) => {
    const store = storeOr404(app, params.storeId);
    const editAllowed = mayPreview(app, store, request);
    // The answer depends on the request: never shared.
    reply.header('cache-control', 'private, no-store');
    return {
      spaceId: spaceIdOf(store),
      previewParameter: PREVIEW_PARAMETER,
      editAllowed,
      version: editAllowed ? ('draft' as const) : ('published' as const),
    };
  });
}
