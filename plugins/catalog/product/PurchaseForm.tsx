import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { usePlugin, canSeePrices, errorMessage, formatMoney } from '../../../core/plugin-api.ts';
import { basketService } from '../../../contracts/basket-service.ts';
import type { ProductDetail } from '../../../contracts/catalog.ts';
import { addInput, firstMissingOption, MAX_QUANTITY, parseQuantity, type Choices } from './add-input.ts';
import { hyphenateFeatureLabel } from './hyphenation-de.ts';
import { MembersCallToAction } from './MembersCallToAction.tsx';
import { OptionSelect, QuantityField } from './purchase-fields.tsx';
import { StickyAddBar } from './StickyAddBar.tsx';

interface FieldErrors {
  /** The option not chosen, with what to say at its select. */
  option?: { attributeId: number; message: string } | undefined;
  quantity?: string | undefined;
}

/**
 * Options, bundle contents, quantity and Add to basket (through the basket plugin's service); a
 * guest who may not see prices (loginRequired) gets the way to sign in instead. The form checks
 * itself (no browser bubbles): each error shows at its field, which gets the focus.
 */
export function PurchaseForm({ product }: { product: ProductDetail }) {
  const ctx = usePlugin<'catalog'>();
  const { t } = useLingui();
  const [choices, setChoices] = useState<Choices>({});
  const [typedQuantity, setTypedQuantity] = useState('1');
  const [adding, setAdding] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const selects = useRef(new Map<number, HTMLSelectElement>());
  const quantityInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Without a basket in this store the page shows the product, and nothing to buy it with.
  const basket = ctx.useOptional(basketService);
  const session = useSnapshot(ctx.session);

  const submit = async () => {
    const unchosen = firstMissingOption(product, choices);
    const missing = unchosen?.label;
    const quantity = parseQuantity(typedQuantity);
    const found: FieldErrors = {};
    if (unchosen) found.option = { attributeId: unchosen.attributeId, message: t`Please choose: ${missing}` };
    if (quantity === null) found.quantity = t`Please enter a quantity from 1 to ${MAX_QUANTITY}.`;
    setErrors(found);
    setMessage(null);
    if (found.option) selects.current.get(found.option.attributeId)?.focus();
    else if (found.quantity) quantityInput.current?.focus();
    if (found.option || quantity === null || !basket) return;
    setAdding(true);
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
        <MembersCallToAction />
      </>
    );
  }
  if (!basket) return bundleContents || null;

  return (
    <form
      ref={form}
      className="purchase"
      noValidate
      data-testid="purchase-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {product.options.map((option) => (
        <OptionSelect
          key={option.attributeId}
          option={option}
          label={hyphenateFeatureLabel(option.label, ctx.store.language)}
          value={choices[option.attributeId]}
          error={errors.option?.attributeId === option.attributeId ? errors.option.message : null}
          selectRef={(element) => {
            if (element) selects.current.set(option.attributeId, element);
            else selects.current.delete(option.attributeId);
          }}
          onChoose={(valueId) => {
            setChoices({ ...choices, [option.attributeId]: valueId });
            if (valueId !== undefined && errors.option?.attributeId === option.attributeId) setErrors({ ...errors, option: undefined });
          }}
        />
      ))}
      {bundleContents}
      <QuantityField
        typed={typedQuantity}
        error={errors.quantity ?? null}
        inputRef={quantityInput}
        onType={(text) => {
          setTypedQuantity(text);
          if (errors.quantity && parseQuantity(text) !== null) setErrors({ ...errors, quantity: undefined });
        }}
      />
      {message && (
        <p className="purchase__message" role="alert">
          {message}
        </p>
      )}
      <button ref={addButton} type="submit" className="button purchase__add" disabled={adding || !product.inStock}>
        {product.inStock ? <Trans>Add to basket</Trans> : <Trans>Sold out</Trans>}
      </button>
      {product.inStock && (
        <StickyAddBar
          name={product.name}
          price={formatMoney(product.price.specialPrice ?? product.price.price, ctx.store.currency)}
          target={addButton}
          form={form}
        />
      )}
    </form>
  );
}
