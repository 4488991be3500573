import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { PluginContext } from '../../../core/kernel/plugin.ts';
import { basketService } from '../../../contracts/basket-service.ts';
import { errorMessage } from '../../../core/logger.ts';
import type { ProductDetail } from '../../../contracts/catalog.ts';
import { canSeePrices } from '../../../core/session.ts';
import { addInput, missingOption, type Choices } from './add-input.ts';
import { hyphenateFeatureLabel } from './hyphenation-de.ts';
import { MembersCallToAction } from './MembersCallToAction.tsx';

/**
 * Options, bundle contents, quantity and Add to basket (through the basket plugin's service); a
 * guest who may not see prices (loginRequired) gets the way to sign in instead.
 */
export function PurchaseForm({ ctx, product }: { ctx: PluginContext<'catalog'>; product: ProductDetail }) {
  const { t } = useLingui();
  const [choices, setChoices] = useState<Choices>({});
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const qtyId = useId();
  // Without a basket in this store the page shows the product, and nothing to buy it with.
  const basket = ctx.useOptional(basketService);
  const session = useSnapshot(ctx.session);

  const submit = async () => {
    const missing = missingOption(product, choices);
    if (missing) {
      setMessage(t`Please choose: ${missing}`);
      return;
    }
    if (!basket) return;
    setAdding(true);
    setMessage(null);
    try {
      await basket.add(addInput(product, quantity, choices));
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setAdding(false);
    }
  };

  const bundleContents = product.bundleOptions.length > 0 && (
    <div className="purchase__bundle">
      <p>
        <Trans>This pack contains:</Trans>
      </p>
      <ul>
        {product.bundleOptions.flatMap((option) =>
          option.selections.map((selection) => (
            <li key={selection.selectionId}>
              {selection.defaultQty} × {selection.name}
              {!option.required && (
                <span className="purchase__muted">
                  {' '}
                  <Trans>(optional)</Trans>
                </span>
              )}
            </li>
          )),
        )}
      </ul>
    </div>
  );
  if (!canSeePrices(session)) {
    return (
      <>
        {bundleContents}
        <MembersCallToAction ctx={ctx} />
      </>
    );
  }
  if (!basket) return bundleContents || null;

  return (
    <form
      className="purchase"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {product.options.map((option) => (
        <label key={option.attributeId} className="purchase__field">
          <span data-testid="feature-label">{hyphenateFeatureLabel(option.label, ctx.store.language)}</span>
          <select
            value={choices[option.attributeId] ?? ''}
            onChange={(event) => setChoices({ ...choices, [option.attributeId]: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">{t`Choose`}</option>
            {option.values.map((value) => (
              <option key={value.valueId} value={value.valueId} disabled={!value.inStock}>
                {value.inStock ? value.label : t`${value.label} (sold out)`}
              </option>
            ))}
          </select>
        </label>
      ))}
      {bundleContents}
      <label htmlFor={qtyId} className="purchase__field purchase__field--qty">
        <span>
          <Trans>Quantity</Trans>
        </span>
        <input id={qtyId} type="number" min={1} max={10} value={quantity} onChange={(event) => setQuantity(Math.max(1, Number(event.target.value) || 1))} />
      </label>
      {message && (
        <p className="purchase__message" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="button purchase__add" disabled={adding || !product.inStock}>
        {product.inStock ? <Trans>Add to basket</Trans> : <Trans>Sold out</Trans>}
      </button>
    </form>
  );
}
