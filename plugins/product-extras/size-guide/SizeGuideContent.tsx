import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SizeGuide, SizeTable } from '../../../contracts/size-guide.ts';
import './size-guide.css';

function Table({ table }: { table: SizeTable }) {
  const { t } = useLingui();
  const captionId = useId();
  const [first, ...others] = table.columns;
  return (
    // A wide table scrolls on its own on a phone; the region can take focus so that a keyboard scrolls it too.
    <div className="size-table" role="region" aria-labelledby={captionId} tabIndex={0} title={t`Scroll sideways for more sizes`}>
      <table>
        <caption id={captionId}>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {others.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join('|')}>
              <th scope="row">{row[0]}</th>
              {row.slice(1).map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A size guide's text and tables; the page shows its title as the heading, the modal in its own head. */
export function SizeGuideContent({ guide, showTitle }: { guide: SizeGuide; showTitle: boolean }) {
  return (
    <article className="size-guide" data-testid="size-guide" data-identifier={guide.identifier}>
      {showTitle && <h1>{guide.title}</h1>}
      {guide.intro.map((paragraph) => (
        <p key={paragraph} className="size-guide__intro">
          {paragraph}
        </p>
      ))}
      {guide.tables.map((table) => (
        <Table key={table.caption} table={table} />
      ))}
      {guide.tips.length > 0 && (
        <section className="size-guide__tips">
          {showTitle ? (
            <h2>
              <Trans>How to measure</Trans>
            </h2>
          ) : (
            <h3>
              <Trans>How to measure</Trans>
            </h3>
          )}
          <ul>
            {guide.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
