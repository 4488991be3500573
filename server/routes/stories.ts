import type { FastifyInstance, FastifyRequest } from 'fastify';
import { integrationStoryblok, PREVIEW_PARAMETER, storyblokBlock, storyblokStory } from '../../contracts/stories.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { storeOr404 } from '../catalog/catalog.ts';
import { isPreviewRequest } from '../content/preview-request.ts';
import { findBlock, findStory } from '../content/stories.ts';
import { route } from '../http/route.ts';

const hostsOf = (request: FastifyRequest) => ({ host: request.host, origin: request.headers.origin });

/** A request that asks for the draft and may see it: from a preview host of the store it names. */
function wantsVisibleDraft(app: FastifyInstance, request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown>;
  if (query.edit !== '1') return false;
  const store = app.summit.stores.byId(Number(query.storeId));
  return store !== undefined && isPreviewRequest(store, hostsOf(request));
}

function spaceIdOf(store: StoreConfig): number | null {
  const options = store.plugins.stories;
  const spaceId = options ? options.spaceId : undefined;
  return typeof spaceId === 'number' ? spaceId : null;
}

/**
 * The CMS endpoints of spec 02 section 7. Published versions are the same for every visitor and
 * cached like other public reads; a draft is sent only to a request from one of the store's
 * preview hosts that asks for it (`edit=1`), and never cached.
 */
export function storyRoutes(app: FastifyInstance): void {
  const publicUnlessDraft = { publicSeconds: 60, publicWhen: (request: FastifyRequest) => !wantsVisibleDraft(app, request) };

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
    const editAllowed = isPreviewRequest(store, hostsOf(request));
    // The answer depends on the host asking: never shared.
    reply.header('cache-control', 'private, no-store');
    return {
      spaceId: spaceIdOf(store),
      previewParameter: PREVIEW_PARAMETER,
      previewHosts: store.previewHosts,
      editAllowed,
      version: editAllowed ? ('draft' as const) : ('published' as const),
    };
  });
}
