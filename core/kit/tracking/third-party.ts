import { proxy } from 'valtio';
import type { PageView } from '../../kernel/events.ts';
import { appendVendorScript } from './vendor-script.ts';
import { createConsentGate, type ConsentChoice, type ConsentGate } from './consent-gate.ts';

/** The cookie category a third-party service needs (spec 02 section 9: functional or advertising). */
export type ConsentCategory = 'functional' | 'advertising';

/** The consent plugin's choice as this gate reads it (its `consentChanged` payload has these fields). */
export interface ConsentState extends ConsentChoice {
  functional: boolean;
  advertising: boolean;
}

/**
 * Where an integration is active (spec 02 section 7: "integration configurations are loaded per
 * route name"), by the page types of the routes: `pageTypes` lists the only ones (unset:
 * everywhere), `exceptPageTypes` those left out.
 */
export interface PageRule {
  pageTypes?: readonly string[];
  exceptPageTypes?: readonly string[];
}

export function pageAllowed(rule: PageRule, pageType: string): boolean {
  if (rule.exceptPageTypes?.includes(pageType)) return false;
  return rule.pageTypes === undefined || rule.pageTypes.includes(pageType);
}

/** What an integration's components and calls read (a valtio proxy: read it in components with useSnapshot). */
export interface ThirdPartyState {
  /** The page on screen (null before the first page view). */
  page: PageView | null;
  /** The visitor's choice allows the integration's category now. */
  consented: boolean;
  /** The page on screen is one of the integration's, and its extra condition (an A/B variation...) holds. */
  onPage: boolean;
  /** The vendor's script has loaded. */
  ready: boolean;
  /** Consented, on one of its pages and loaded: the integration shows. */
  active: boolean;
}

export interface ThirdPartyHooks {
  consentChanged(fn: (consent: ConsentState) => void): void;
  pageView(fn: (view: PageView) => void): void;
}

export interface ThirdPartyConfig {
  consent: ConsentCategory;
  rule: PageRule;
  /** A further condition, asked on every page view (an A/B variation that switches it off...). */
  enabled?: (view: PageView) => boolean;
  /** Loads the vendor's script: called once, the first time the consent and the page allow it. */
  load: () => Promise<void>;
  /** The script failed to load: the integration stays hidden. */
  onLoadError?: (error: unknown) => void;
  /** `active` turned true or false (show or hide a launcher the vendor's script drew itself). */
  onActive?: (active: boolean) => void;
}

export interface ThirdParty {
  readonly state: ThirdPartyState;
  readonly gate: ConsentGate;
}

/**
 * A third-party service behind the trackers' consent gate, active per page type: its script is
 * loaded only once the visitor's choice allows its category and a page of its own is on screen
 * (never before, never in a store that switches the plugin off: its code is not even loaded).
 * A later refusal or another page hides it again; the script, once loaded, stays.
 */
export function createThirdParty(on: ThirdPartyHooks, config: ThirdPartyConfig): ThirdParty {
  const state = proxy<ThirdPartyState>({ page: null, consented: false, onPage: false, ready: false, active: false });
  const refresh = () => {
    const active = state.consented && state.onPage && state.ready;
    if (active === state.active) return;
    state.active = active;
    config.onActive?.(active);
  };
  let loading = false;
  const loadOnce = () => {
    if (loading || !state.onPage) return;
    loading = true;
    config.load().then(
      () => {
        state.ready = true;
        refresh();
      },
      (error: unknown) => config.onLoadError?.(error),
    );
  };
  const allowed = (consent: ConsentState) => consent[config.consent];
  const gate = createConsentGate<ConsentState>(
    (listener) =>
      on.consentChanged((consent) => {
        state.consented = allowed(consent);
        refresh();
        listener(consent);
        // A choice changed on a page of its own (the cookie settings, after a refusal) loads it there.
        if (state.consented) loadOnce();
      }),
    allowed,
  );
  on.pageView((view) => {
    state.page = view;
    state.onPage = pageAllowed(config.rule, view.pageType) && (config.enabled?.(view) ?? true);
    refresh();
    // Queued until the visitor chooses (dropped if the choice refuses it); run at once after.
    if (state.onPage) gate.run(loadOnce);
  });
  return { state, gate };
}

/** Adds the vendor's script once (by `data-integration`); resolves when it has run. */
export function loadScript(doc: Document, src: string, integration: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = appendVendorScript(doc, src, { integration });
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`${src} failed to load`)));
  });
}
