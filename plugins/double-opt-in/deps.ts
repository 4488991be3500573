import type { PluginContext } from '../../core/plugin-api.ts';

/** What the popup and the confirmation page share (passed in, never imported across plugins). */
export interface DoubleOptInDeps {
  ctx: PluginContext<'double-opt-in'>;
}
