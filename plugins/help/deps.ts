import type { PluginContext } from '../../core/kernel/plugin.ts';

export interface HelpDeps {
  ctx: PluginContext<'help'>;
}
