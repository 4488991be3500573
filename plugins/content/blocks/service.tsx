import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { ContentBlockProps, ContentBlocksService, LoadedBlockProps, PageTextProps } from '../../../contracts/content-blocks.ts';
import { PluginBoundary } from '../../../core/plugin-api.ts';
import type { ContentDeps } from '../deps.ts';
import { BlockPlaceholder } from './BlockPlaceholder.tsx';
import { loadStaticBlocks } from './load.ts';
import './blocks.css';

/** The lazily loaded parts of the service (their code and DOMPurify load with the first block shown). */
export interface ContentBlockParts {
  Block: ComponentType<ContentBlockProps>;
  BlockBody: ComponentType<LoadedBlockProps>;
  PageText: ComponentType<PageTextProps>;
}

/**
 * The content-blocks service other plugins render blocks with. Each part is isolated: one whose
 * code fails to load or that throws is logged through the content plugin's logger and shows
 * nothing, and the rest of the page stays.
 */
export function createContentBlocksService(deps: ContentDeps, parts: ContentBlockParts): ContentBlocksService {
  const { ctx } = deps;
  const logger = { error: (_source: string, message: string, details?: unknown) => ctx.logger.error(message, details) };
  function isolate<P extends object>(Part: ComponentType<P>, fallback: (props: P) => ReactNode): ComponentType<P> {
    return function Isolated(props: P) {
      return (
        <PluginBoundary plugin={ctx.name} logger={logger} context={ctx}>
          <Suspense fallback={fallback(props)}>
            <Part {...props} />
          </Suspense>
        </PluginBoundary>
      );
    };
  }
  return {
    Block: isolate(parts.Block, (props) => <BlockPlaceholder kind={props.placeholder ?? 'text'} />),
    BlockBody: isolate(parts.BlockBody, () => null),
    PageText: isolate(parts.PageText, () => null),
    load: (identifier, signal) => loadStaticBlocks(ctx.api, ctx.store, identifier, signal),
    loadText: async (identifier, variables, signal) => (await import('./share-text.ts')).loadBlockText(deps, identifier, variables, signal),
  };
}
