import type { PluginContext } from '../../core/plugin-api.ts';

export interface BrandsDeps {
  ctx: PluginContext<'brands'>;
}
