/**
 * What a plugin declares in `plugins/<name>/manifest.json` (schema: schemas/plugin-manifest.schema.json).
 * The runtime composes the route table, page types, slot names and the hooks and services plugins
 * share from the manifests of the store's enabled plugins, without loading any plugin code.
 *
 * The names are also types: `npm run manifests` writes `runtime/generated/plugin-types.ts`, which
 * fills the `Known*` interfaces below from every manifest, so a route id, page type, slot, service
 * or hook that no manifest declares is a type error.
 */

/** Route ids to their parameters (from the first path's `:name` and `*` segments). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface KnownRoutes {}
/** Page types plugins declare. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface KnownPageTypes {}
/** Slots plugins host for others (the shell's own are SHELL_SLOTS). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface KnownSlots {}
/** Service ids plugins provide. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface KnownServices {}
/** Modal and aside kinds plugins open. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface KnownOverlays {}
/** Per plugin, what its manifest declares, as unions of names. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PluginManifests {}

export interface ManifestFacts {
  pageTypes: string;
  provides: string;
  requires: string;
  optional: string;
  ownsHooks: string;
  listens: string;
  hosts: string;
  modals: string;
  asides: string;
}

export type PluginName = keyof PluginManifests & string;
export type PageType = (keyof KnownPageTypes & string) | ShellPageType;
export type RouteId = (keyof KnownRoutes & string) | ShellRouteId;
export type ServiceId = keyof KnownServices & string;

/**
 * A fact of one plugin's manifest, as a union of names (`never` when it declares none). A plugin
 * the generated types do not know (a test's or a fixture's) gets plain strings.
 */
export type FactOf<N extends string, K extends keyof ManifestFacts> = N extends keyof PluginManifests
  ? PluginManifests[N] extends Record<K, infer V>
    ? V
    : never
  : string;

/** The shell's own page types and routes: the kernel keeps nothing else. */
export type ShellPageType = 'not_found';
export type ShellRouteId = 'not-found' | 'catch-all';

export type AuthRule = 'logged-in' | 'logged-out';
/** The shell's page layouts (spec 01 section 2: each route has one); `basket` gets the three-card footer strip. */
export type PageLayout = 'default' | 'basket';

/** One route as a manifest declares it. */
export interface RouteDeclaration {
  id: string;
  /**
   * Path patterns (regexparam: `/brand/:brand`, `/products/*`, `:name?`), the first canonical
   * (links use it, trailing slash included); or a regular expression with named groups written
   * as `^...$` (matched case-insensitively).
   */
  paths: string[];
  /** The page type, or the forced page type when `lookup` is set and the lookup names none. */
  pageType?: string;
  auth?: AuthRule;
  /** Params that must be all digits for the route to match. */
  numeric?: string[];
  /** Ask the server path lookup for the page type, entity id, redirect and metadata. */
  lookup?: boolean;
  /** Matches only on the store's preview hosts. */
  previewOnly?: boolean;
  layout?: PageLayout;
  /** Settings of the route's pages that plugins read from the page view (`registerModalDisabled` for auth-modals…). */
  metadata?: Record<string, unknown>;
}

export interface PluginManifest {
  load?: 'first-page' | 'deferred';
  /** A deferred plugin the server sets up too: its pages and its slot entries with a loader render on the server. */
  serverRendered?: boolean;
  routes?: RouteDeclaration[];
  /** Page types the plugin renders that no route of its own names (the server's lookup gives them). */
  pageTypes?: string[];
  hosts?: string[];
  provides?: string[];
  requires?: string[];
  optional?: string[];
  ownsHooks?: string[];
  /** Hooks other plugins own that this plugin taps (`ctx.on`): only these, its own and the kernel's are typed. */
  listens?: string[];
  modals?: string[];
  asides?: string[];
  /** Origins its code loads from or talks to, for the stores' Content-Security-Policy. */
  contentSecurity?: Partial<Record<ContentSecurityDirective, string[]>>;
}

export type ContentSecurityDirective = 'script-src' | 'connect-src' | 'img-src' | 'frame-src';
