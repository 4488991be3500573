import type { PageTextProps } from '../../../contracts/content-blocks.ts';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { usePlugin } from '../../../core/plugin-api.ts';
import { loadPageTexts } from './load.ts';
import { RenderedHtml } from './RenderedHtml.tsx';

/** The live texts of an area (spec 02 section 7 page-text); nothing while they load or when there are none. */
export default function PageText({ area, variables, className, testId, initial }: PageTextProps) {
  const ctx = usePlugin<'content'>();
  const state = useRemote((signal) => loadPageTexts(ctx.api, ctx.store, area, signal), [area], { logger: ctx.logger, initial });
  if (state.status !== 'ready' || state.data.length === 0) return null;
  return (
    <div className={className ? `page-text ${className}` : 'page-text'} data-testid={testId}>
      {state.data.map((item, index) => (
        <RenderedHtml key={index} identifier={`${area}-${index + 1}`} content={item.content} variables={variables} />
      ))}
    </div>
  );
}
