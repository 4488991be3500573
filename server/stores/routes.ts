import type { FastifyInstance, FastifyRequest } from 'fastify';
import { country, languageCurrency, storeSwitchOptions, websiteStores, type StoreSwitchOption } from '../../contracts/stores.ts';
import type { StoreConfig } from '../../core/store/types.ts';
import { requestStore } from '../context.ts';
import { storeOr404 } from '../catalog/catalog.ts';
import { HttpError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { equivalentPaths } from './equivalent-page.ts';
import { countryLabel, languageLabel, namesIn, shippingCountries } from './store-labels.ts';

/** The port the visitor used (from the Host header), so that links work on :3000 and behind :80 alike. */
function requestPort(request: FastifyRequest): string {
  const host = request.host ?? '';
  const found = /:(\d+)$/.exec(host.startsWith('[') ? host.slice(host.indexOf(']') + 1) : host);
  return found ? `:${found[1]}` : '';
}

export function storeLink(store: StoreConfig, request: FastifyRequest, path = '/'): string {
  return `${request.protocol}://${store.hosts[0]}${requestPort(request)}${path}`;
}

const unique = <T>(values: T[]) => [...new Set(values)];

/** The endpoints of contracts/stores.ts: the store switcher, the language and currency lists, a website's stores, a country. */
export function storeRoutes(app: FastifyInstance): void {
  switcherRoutes(app);
  directoryRoutes(app);
}

/** The store switcher's options and the language and currency lists. */
function switcherRoutes(app: FastifyInstance): void {
  const { db, stores } = app.summit;

  route(app, storeSwitchOptions, async ({ query, request }) => {
    const own = requestStore(request);
    const listed = stores.all.filter((store) => store.listed !== false);
    const paths = query.path ? await equivalentPaths(db, own, query.path, listed) : new Map<number, string>();
    const options: StoreSwitchOption[] = listed.map((store) => ({
      storeId: store.storeId,
      label: languageLabel(store),
      storeLabel: countryLabel(store),
      link: storeLink(store, request, paths.get(store.storeId)),
    }));
    // Shoppers look for their country: by its name, in the order of the visitor's language.
    const collator = new Intl.Collator(own.language);
    return { options: options.sort((a, b) => collator.compare(a.storeLabel, b.storeLabel) || collator.compare(a.label, b.label)) };
  });

  route(app, languageCurrency, async ({ query, request }) => {
    const own = requestStore(request);
    const names = namesIn(query.language);
    const collator = new Intl.Collator(query.language);
    // The store's own first, then by name: every language the shop speaks, the currencies its stores in this language sell in.
    const ownFirst = (first: string, all: string[], name: (code: string) => string) =>
      [first, ...unique(all.filter((code) => code !== first)).sort((a, b) => collator.compare(name(a), name(b)))].map((code) => ({ code, name: name(code) }));
    return {
      languages: ownFirst(
        own.language,
        stores.all.map((s) => s.language),
        names.language,
      ),
      currencies: ownFirst(
        own.currency.code,
        stores.all.filter((s) => s.language === own.language).map((s) => s.currency.code),
        names.currency,
      ),
    };
  });
}

/** A website's stores and one country as a store names it. */
function directoryRoutes(app: FastifyInstance): void {
  const { stores } = app.summit;

  route(app, websiteStores, async ({ query, request }) => {
    const members = stores.all.filter((store) => store.websiteId === query.websiteId);
    if (members.length === 0) throw new HttpError(404, `No website ${query.websiteId}`);
    return {
      websiteId: query.websiteId,
      stores: members.map((store) => ({
        storeId: store.storeId,
        code: store.code,
        name: store.shopName,
        language: store.language,
        locale: store.locale,
        country: store.country,
        currency: store.currency.code,
        url: storeLink(store, request),
      })),
    };
  });

  route(
    app,
    country,
    async ({ query }) => {
      const store = storeOr404(app, query.storeId);
      const code = query.country.toUpperCase();
      const name = namesIn(store.language).region(code);
      if (name === null) throw new HttpError(404, `No country ${query.country}`);
      const home = stores.all.find((s) => s.country === code && s.listed !== false);
      return { country: { code, name, shipping: shippingCountries(stores.all).includes(code), storeId: home?.storeId ?? null } };
    },
    { publicSeconds: 300 },
  );
}
