import { usePlugin, type PluginContext } from '../../core/plugin-api.ts';
import type { ResubscribeSettings } from './resubscribe/counters.ts';

/** The store config's `plugins.newsletter` (options.schema.json); every field has a default. */
export interface NewsletterOptions {
  footerSignup?: boolean;
  resubscribe?: {
    enabled?: boolean;
    productViews?: number;
    categoryViews?: number;
    totalViews?: number;
    intervalDays?: number;
  };
}

export interface NewsletterDeps {
  ctx: PluginContext<'newsletter'>;
  resubscribe: ResubscribeSettings;
  /** The plugin's texts and the form texts (loaded once, with the first part that needs them). */
  loadTexts(): Promise<unknown>;
}

/** Each kernel's newsletter state, kept by `setup` (one kernel per request on the server). */
const newsletterStates = new WeakMap<PluginContext<'newsletter'>, NewsletterDeps>();

export function keepNewsletterState(state: NewsletterDeps): void {
  newsletterStates.set(state.ctx, state);
}

/** The newsletter state, for a component inside the plugin's parts. */
export function useNewsletterState(): NewsletterDeps {
  const state = newsletterStates.get(usePlugin<'newsletter'>());
  if (!state) throw new Error('the newsletter plugin was not set up in this kernel');
  return state;
}
