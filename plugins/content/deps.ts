import type { PluginContext } from '../../core/plugin-api.ts';

export interface ContentDeps {
  ctx: PluginContext<'content'>;
}
