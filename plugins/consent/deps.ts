import type { PluginShell } from '../../core/plugin-api.ts';
import type { ConsentStore } from './consent-store.ts';
import type { BannerVariant } from './consent-rules.ts';

/** What the consent plugin's components share (passed in, never imported across plugins). */
export interface ConsentDeps {
  consent: ConsentStore;
  shell: PluginShell<'consent'>;
  variant: BannerVariant;
  /** Opens the preferences modal (its error view when the last save failed). */
  openPreferences(): void;
}
