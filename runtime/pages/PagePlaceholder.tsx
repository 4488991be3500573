import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { PageType } from '../../core/routing/types.ts';

/** Shown for a page type that no enabled plugin provides yet: clear, never blank. */
export function PagePlaceholder({ pageType }: { pageType: PageType }) {
  return (
    <section className="page-message" data-testid="page-placeholder" data-page-type={pageType}>
      <h1>
        <Trans>This page is on its way</Trans>
      </h1>
      <p>
        <Trans>
          This part of the shop ({pageType}) is not available in this store yet. Please come back soon.
        </Trans>
      </p>
      <Link href="/" className="button">
        <Trans>Back to the sales</Trans>
      </Link>
    </section>
  );
}
