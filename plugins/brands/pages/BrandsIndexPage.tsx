import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { msg } from '@lingui/core/macro';
import { type PageHeadOf, type PageLoader, type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { useTitle } from '../../../core/kit/ui/use-title.ts';
import { LETTERS, letterAnchor, loadBrandsIndex, type LetterGroup } from '../letter-groups.ts';
import '../brands.css';

/** A to Z (and #): a jump link for each letter that has brands, the others shown but disabled. */
function LetterJump({ groups }: { groups: readonly LetterGroup[] }) {
  const { t } = useLingui();
  const present = new Set(groups.map((group) => group.letter));
  return (
    <nav className="brands-index__letters" aria-label={t`Brands by letter`}>
      <ul>
        {LETTERS.map((letter) => (
          <li key={letter}>
            {present.has(letter) ? (
              <a href={`#${letterAnchor(letter)}`} className="brands-index__letter" data-testid="brand-letter">
                {letter}
              </a>
            ) : (
              <span className="brands-index__letter brands-index__letter--empty" aria-disabled="true" data-testid="brand-letter-empty">
                {letter}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Group({ group }: { group: LetterGroup }) {
  const headingId = `${letterAnchor(group.letter)}-title`;
  return (
    <section id={letterAnchor(group.letter)} className="brands-index__group" aria-labelledby={headingId} data-testid="brand-group">
      <h2 id={headingId}>{group.letter}</h2>
      <ul>
        {group.brands.map(({ brandId, url, name, productCount: count }) => (
          <li key={brandId}>
            <Link href={url} className="brands-index__brand">
              <span className="brands-index__name">{name}</span>{' '}
              <span className="brands-index__count">
                <Plural value={count} one="# product" other="# products" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /brands: every brand of the store in letter groups, with a letter jump; loading, error and empty states. */
export default function BrandsIndexPage({ signal, preloaded }: PageProps<LetterGroup[]>) {
  const ctx = usePlugin<'brands'>();
  const { t } = useLingui();
  useTitle(ctx.shell, t`Our brands`);
  const groups = useRemote((s) => loadBrandsIndex(ctx.api, ctx.store, s), [], { signal, logger: ctx.logger, initial: preloaded });
  return (
    <div className="brands-index" data-testid="brands-index">
      <h1>
        <Trans>Our brands</Trans>
      </h1>
      <RemoteState
        state={groups}
        variant="page"
        empty={{
          when: (found) => found.length === 0,
          view: (
            <p className="brands-index__empty">
              <Trans>There are no brands in this shop yet. New sales start every morning: come back soon.</Trans>
            </p>
          ),
        }}
      >
        {(found) => (
          <>
            <LetterJump groups={found} />
            <div className="brands-index__groups">
              {found.map((group) => (
                <Group key={group.letter} group={group} />
              ))}
            </div>
          </>
        )}
      </RemoteState>
    </div>
  );
}

/** Every brand of the store, fetched on the server for the first page. */
export const loader: PageLoader<LetterGroup[], 'brands'> = ({ ctx, signal }) => loadBrandsIndex(ctx.api, ctx.store, signal);

export const head: PageHeadOf<LetterGroup[], 'brands'> = (_groups, _resolution, ctx) => ({ title: ctx.i18n._(msg`Our brands`) });
