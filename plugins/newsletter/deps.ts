import { pluginState, type PluginContext } from '../../core/plugin-api.ts';
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

/** Each kernel's newsletter state, kept by `setup`. */
const newsletterStates = pluginState<'newsletter', NewsletterDeps>('newsletter');
export const keepNewsletterState = newsletterStates.keep;
/** For a component inside the plugin's parts. */
export const useNewsletterState = newsletterStates.use;
