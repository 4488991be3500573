import type { PluginContext } from '../../kernel/plugin.ts';

/**
 * The form texts (field labels, the validators' messages) have their own catalog: a plugin
 * loads it with its first page that has a form, so the first screen of the shop does not.
 */
export function loadFormMessages(ctx: Pick<PluginContext, 'loadMessages'>): Promise<void> {
  return ctx.loadMessages('forms');
}
