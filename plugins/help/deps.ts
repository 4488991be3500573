import type { PluginContext } from '../../core/plugin-api.ts';

export interface HelpDeps {
  ctx: PluginContext<'help'>;
}
