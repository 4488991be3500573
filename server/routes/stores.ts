import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeSwitchOptions, type StoreSwitchOption } from '../../contracts/stores.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { route } from '../http/route.ts';
import { countryLabel, languageLabel } from '../stores/store-labels.ts';

/** The port the visitor used (from the Host header), so that links work on :3000 and behind :80 alike. */
function requestPort(request: FastifyRequest): string {
  const host = request.host ?? '';
  const found = /:(\d+)$/.exec(host.startsWith('[') ? host.slice(host.indexOf(']') + 1) : host);
  return found ? `:${found[1]}` : '';
}

export function storeLink(store: StoreConfig, request: FastifyRequest): string {
  return `${request.protocol}://${store.hosts[0]}${requestPort(request)}/`;
}

export function storeRoutes(app: FastifyInstance): void {
  route(app, storeSwitchOptions, async ({ request }) => {
    const options: StoreSwitchOption[] = app.summit.stores.all
      .filter((store) => store.listed !== false)
      .map((store) => ({ storeId: store.storeId, label: languageLabel(store), storeLabel: countryLabel(store), link: storeLink(store, request) }));
    return { options };
  });
}
