import type { ContentBlockProps } from '../../../contracts/content-blocks.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { usePlugin } from '../../../core/plugin-api.ts';
import { BlockPlaceholder } from './BlockPlaceholder.tsx';
import { loadStaticBlocks } from './load.ts';
import { RenderedHtml } from './RenderedHtml.tsx';
import { fillTemplate } from './template.ts';
import { templateValues } from './variables.ts';

/**
 * A block by identifier: its placeholder while it loads; nothing when the store has no such
 * block (spec 02 section 8: the placeholder is hidden) or it failed to load (logged by useRemote).
 */
export default function ContentBlock({ identifier, variables, placeholder = 'text', titleLevel, className, testId }: ContentBlockProps) {
  const ctx = usePlugin<'content'>();
  const state = useRemote((signal) => loadStaticBlocks(ctx.api, ctx.store, identifier, signal), [identifier], { logger: ctx.logger });
  if (state.status === 'loading') return <BlockPlaceholder kind={placeholder} />;
  const block = state.status === 'ready' ? state.data[0] : undefined;
  if (!block) return null;
  const body = (
    <RenderedHtml
      identifier={block.identifier}
      content={block.content}
      variables={variables}
      className={titleLevel ? undefined : className}
      testId={titleLevel ? undefined : testId}
    />
  );
  if (!titleLevel || !block.title) return body;
  const Heading = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={className} data-testid={testId}>
      <Heading>{fillTemplate(block.title, templateValues(ctx.store, variables), 'text').text}</Heading>
      {body}
    </div>
  );
}
