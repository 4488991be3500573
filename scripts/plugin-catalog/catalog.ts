/** The plugin catalog (docs/plugins.md) as the project's plugin folders give it today. */
import { SHELL_SLOTS } from '../../core/kernel/slots.ts';
import { readPluginFacts } from './plugin-facts.ts';
import { catalogMarkdown, formattedCatalog } from './render.ts';

export async function pluginCatalog(root: string): Promise<string> {
  return formattedCatalog(root, catalogMarkdown(readPluginFacts(root), SHELL_SLOTS));
}
