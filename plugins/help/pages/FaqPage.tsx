import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { contentBlocksService, type ContentBlocksService } from '../../../contracts/content-blocks.ts';
import { msg } from '@lingui/core/macro';
import { type PageHeadOf, type PageLoader, type PageProps, usePlugin } from '../../../core/plugin-api.ts';
import { RemoteState } from '../../../core/kit/ui/RemoteState.tsx';
import { useRemote } from '../../../core/kit/ui/use-remote.ts';
import { useTitle } from '../../../core/kit/ui/use-title.ts';
import { useTypedBeforeHydration } from '../../../core/kit/ui/use-typed-before-hydration.ts';
import { buildFaq, FAQ_BLOCKS, type FaqTopic } from '../faq/faq.ts';
import { countEntries, searchFaq } from '../faq/faq-search.ts';
import '../../../core/kit/ui/content.css';
import '../help.css';

/** The FAQ page's data: the store's FAQ blocks as topics of questions. */
export async function loadFaq(blocks: Pick<ContentBlocksService, 'load'>, signal: AbortSignal): Promise<FaqTopic[]> {
  return buildFaq(await blocks.load(FAQ_BLOCKS, signal));
}

interface ResultsProps {
  blocks: ContentBlocksService;
  topics: FaqTopic[];
  query: string;
  clear(): void;
}

function FaqResults({ blocks, topics, query, clear }: ResultsProps) {
  const ctx = usePlugin<'help'>();
  const { t } = useLingui();
  const found = useMemo(() => searchFaq(topics, query), [topics, query]);
  const count = countEntries(found);
  const searching = query.trim() !== '';
  return (
    <>
      <p id="faq-count" className="faq-count muted" role="status" data-testid="faq-count">
        {searching &&
          (count === 0 ? <Trans>No question matches your search.</Trans> : <Plural value={count} one="# question matches" other="# questions match" />)}
      </p>
      {!searching && (
        <nav aria-label={t`Topics`} className="faq-topics">
          <ul>
            {topics.map((topic) => (
              <li key={topic.key}>
                <a href={`#faq-${topic.key}`}>{topic.title || t`More questions`}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {searching && count === 0 && (
        <div className="card faq-empty" data-testid="faq-empty">
          <p>
            <Trans>We found no question for “{query}”. Try other words, or look through every question.</Trans>
          </p>
          <div className="row">
            <button type="button" className="button button--secondary" onClick={clear}>
              <Trans>Show every question</Trans>
            </button>
            <ctx.RouteLink to="contact">
              <Trans>Ask us directly</Trans>
            </ctx.RouteLink>
          </div>
        </div>
      )}
      {found.map((topic) => (
        <section key={topic.key} className="faq-topic" aria-labelledby={`faq-${topic.key}`} data-testid="faq-topic">
          <h2 id={`faq-${topic.key}`}>{topic.title || t`More questions`}</h2>
          {topic.intro && !searching && <p className="muted">{topic.intro}</p>}
          <div className="faq-list">
            {topic.entries.map((entry) => (
              <details key={entry.id} id={entry.id} className="faq-entry" data-testid="faq-entry">
                <summary>{entry.question}</summary>
                <blocks.BlockBody block={entry.block} className="faq-entry__answer" />
              </details>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

/**
 * The FAQ (/frequently-asked-questions, /faqs): the store's FAQ blocks by topic, filtered as the
 * shopper types (`?q=` starts a search, as the help page's form does); each answer opens and
 * closes with its question (a details element: Enter or Space on the question).
 */
export default function FaqPage({ resolution, signal, preloaded }: PageProps<FaqTopic[]>) {
  const ctx = usePlugin<'help'>();
  const { t } = useLingui();
  const blocks = ctx.use(contentBlocksService);
  const [query, setQuery] = useState(() => new URLSearchParams(resolution.search).get('q') ?? '');
  const searchBox = useTypedBeforeHydration<HTMLInputElement>(query, setQuery);
  const state = useRemote((s) => loadFaq(blocks, s), [blocks], { signal, logger: ctx.logger, initial: preloaded });
  useTitle(ctx.shell, t`Frequently asked questions`);
  return (
    <section className="content-page content-page--reading help-page faq-page" data-testid="faq-page">
      <h1>
        <Trans>Frequently asked questions</Trans>
      </h1>
      <form role="search" className="help-search" aria-labelledby="faq-search-label" onSubmit={(event) => event.preventDefault()}>
        <label id="faq-search-label" htmlFor="faq-search-input">
          <Trans>Search the questions</Trans>
        </label>
        <input
          ref={searchBox}
          id="faq-search-input"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t`Delivery, returns, points…`}
          aria-describedby="faq-count"
          autoComplete="off"
        />
      </form>
      <RemoteState
        state={state}
        variant="section"
        empty={{
          when: (topics) => topics.length === 0,
          view: (
            <p className="card" data-testid="faq-none">
              <Trans>Our questions and answers are not available at the moment.</Trans>{' '}
              <ctx.RouteLink to="contact">
                <Trans>Ask us directly</Trans>
              </ctx.RouteLink>
            </p>
          ),
        }}
      >
        {(topics) => <FaqResults blocks={blocks} topics={topics} query={query} clear={() => setQuery('')} />}
      </RemoteState>
    </section>
  );
}

/** The store's questions and answers, fetched on the server for the first page. */
export const loader: PageLoader<FaqTopic[], 'help'> = ({ ctx, signal }) => loadFaq(ctx.use(contentBlocksService), signal);

export const head: PageHeadOf<FaqTopic[], 'help'> = (_topics, _resolution, ctx) => ({ title: ctx.i18n._(msg`Frequently asked questions`) });
