import type { PluginContext } from '../../core/kernel/plugin.ts';

export interface BrandsDeps {
  ctx: PluginContext<'brands'>;
}
