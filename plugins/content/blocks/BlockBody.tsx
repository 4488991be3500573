import type { ComponentType } from 'react';
import type { LoadedBlockProps } from '../../../contracts/content-blocks.ts';
import type { ContentDeps } from '../deps.ts';
import { RenderedHtml } from './RenderedHtml.tsx';

/** A block another plugin loaded itself (the FAQ's questions), shown like any other. */
export function createComponent(deps: ContentDeps): ComponentType<LoadedBlockProps> {
  return function BlockBody({ block, variables, className, testId }: LoadedBlockProps) {
    return <RenderedHtml deps={deps} identifier={block.identifier} content={block.content} variables={variables} className={className} testId={testId} />;
  };
}
