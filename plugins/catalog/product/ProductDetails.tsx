import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ProductSpecification } from '../../../contracts/catalog.ts';
import { useHydrated } from '../../../core/kit/ui/use-hydrated.ts';
import { useMediaQuery } from '../../../core/kit/ui/screens.ts';

/** From tablets up there is room beside the picture: the sections show open. */
const ROOMY = '(min-width: 768px)';

function Section({ name, title, open, children }: { name: string; title: ReactNode; open: boolean; children: ReactNode }) {
  return (
    <details className="product-section" open={open} data-testid={`product-${name}`}>
      <summary className="product-section__summary">
        <h2 className="product-section__title">{title}</h2>
      </summary>
      <div className="product-section__body">{children}</div>
    </details>
  );
}

/**
 * The product's description and specifications, below the purchase form: disclosure sections,
 * closed on phones so that the form stays first, open on larger screens. Before the page has
 * taken over (or without JavaScript) the stylesheet shows them open on larger screens.
 */
export function ProductDetails({ description, specifications }: { description?: string | undefined; specifications?: ProductSpecification[] | undefined }) {
  const roomy = useMediaQuery(ROOMY);
  const hydrated = useHydrated();
  const paragraphs = (description ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const rows = specifications ?? [];
  if (!paragraphs.length && !rows.length) return null;
  return (
    <div className="product-details" data-server-markup={hydrated ? undefined : ''}>
      {paragraphs.length > 0 && (
        <Section name="description" title={<Trans>Description</Trans>} open={roomy}>
          {paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </Section>
      )}
      {rows.length > 0 && (
        <Section name="specifications" title={<Trans>Specifications</Trans>} open={roomy}>
          <table className="product-specs">
            <caption className="visually-hidden">
              <Trans>Specifications</Trans>
            </caption>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      )}
    </div>
  );
}
