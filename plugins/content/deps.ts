import type { PluginContext } from '../../core/kernel/plugin.ts';

export interface ContentDeps {
  ctx: PluginContext<'content'>;
}
