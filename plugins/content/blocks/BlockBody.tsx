import type { LoadedBlockProps } from '../../../contracts/content-blocks.ts';
import { RenderedHtml } from './RenderedHtml.tsx';

/** A block another plugin loaded itself (the FAQ's questions), shown like any other. */
export default function BlockBody({ block, variables, className, testId }: LoadedBlockProps) {
  return <RenderedHtml identifier={block.identifier} content={block.content} variables={variables} className={className} testId={testId} />;
}
