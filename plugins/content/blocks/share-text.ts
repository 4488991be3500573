import type { BlockText, TemplateVariables } from '../../../contracts/content-blocks.ts';
import type { ContentDeps } from '../deps.ts';
import { loadStaticBlocks } from './load.ts';
import { htmlToText } from './render.ts';
import { fillTemplate } from './template.ts';
import { templateValues } from './variables.ts';

/** A block as plain text with its variables filled (a share text's subject and message); null when the store has none. */
export async function loadBlockText({ ctx }: ContentDeps, identifier: string, variables: TemplateVariables, signal?: AbortSignal): Promise<BlockText | null> {
  const [block] = await loadStaticBlocks(ctx.api, ctx.store, identifier, signal);
  if (!block) return null;
  const values = templateValues(ctx.store, variables);
  const filled = fillTemplate(block.content, values, 'html');
  const title = fillTemplate(block.title, values, 'text');
  const missing = [...new Set([...filled.missing, ...title.missing])];
  if (missing.length > 0) ctx.logger.warn(`block ${identifier} names variables without a value: ${missing.join(', ')}`);
  return { title: title.text.trim(), text: htmlToText(filled.text) };
}
