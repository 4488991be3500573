import type { ContentBlockProps } from '../../../contracts/content-blocks.ts';

/** Stands in for a block until it arrives (spec 02: a placeholder until content is loaded); decorative only. */
export function BlockPlaceholder({ kind }: { kind: NonNullable<ContentBlockProps['placeholder']> }) {
  if (kind === 'none') return null;
  return (
    <div className={`block-placeholder block-placeholder--${kind}`} aria-hidden="true" data-testid="block-placeholder">
      {kind === 'text' && (
        <>
          <span />
          <span />
          <span className="block-placeholder__short" />
        </>
      )}
    </div>
  );
}
