import { DEFAULT_DELIVERY_FREQUENCY, type DeliveryFrequencyCode } from '@gamelle/contract/subscription/frequencies';
import type { ProductSummary, ProductVariant } from '@gamelle/contract/catalogue/product';
import { Counter, FrequencySelect } from '@gamelle/design-system';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useMessages, languageTag, useLocale, Money, useFormatMoney } from '../shared/index.ts';
import { CartActionError, useCartActions } from '../cart/index.ts';
import { catalogueMessages } from './messages.ts';
import { canBuy, stockMessage } from './stock-state.ts';

/**
 * Formats, price and subscription price, the state of stock, quantity, once or subscribed with a frequency,
 * and the add-to-cart button. A failed add shows the server's message (or the generic one).
 */
export function BuyBox({
  product,
  variant,
  sourceItemList,
}: {
  product: Pick<ProductSummary, 'name' | 'slug' | 'variants' | 'unit'>;
  variant: ProductVariant;
  sourceItemList: string;
}) {
  const t = useMessages(catalogueMessages);
  const locale = useLocale();
  const money = useFormatMoney();
  const id = useId();
  const cart = useCartActions();
  const [quantity, setQuantity] = useState(1);
  const [subscribed, setSubscribed] = useState(false);
  const [frequency, setFrequency] = useState<DeliveryFrequencyCode>(DEFAULT_DELIVERY_FREQUENCY);
  const [status, setStatus] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const formats = product.variants.filter((v) => v.show_variant);
  const buyable = canBuy(variant);
  const formatDate = (iso: string) => new Date(`${iso}T12:00:00`).toLocaleDateString(languageTag(locale));

  const add = async () => {
    if (pending) return;
    setPending(true);
    setStatus(null);
    try {
      await cart.add({
        variantCode: variant.code,
        quantity,
        subscriptionInterval: subscribed ? frequency : null,
        sourceItemList,
      });
      setStatus({ tone: 'positive', text: t.added(quantity) });
    } catch (error) {
      setStatus({
        tone: 'critical',
        text: (error instanceof CartActionError && error.serverMessage) || t.genericError,
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="buy-box">
      {formats.length > 1 ? (
        <nav aria-label={t.formats} className="buy-box__formats">
          <p className="buy-box__label">{t.formats}</p>
          <ul className="chips">
            {formats.map((v) => (
              <li key={v.code}>
                <Link
                  to="/produits/$product/{-$format}/"
                  params={{ product: product.slug, format: v.format }}
                  className="chip"
                  aria-current={v.code === variant.code ? 'true' : undefined}
                  resetScroll={false}
                  replace
                >
                  {v.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p className="buy-box__label">{variant.name}</p>
      )}
      <p className="buy-box__price">
        <span className="visually-hidden">{t.price} : </span>
        <Money cents={variant.base_price} />
      </p>
      <p className="buy-box__subscription">{t.subscriptionPrice(money(variant.base_price_subscription))}</p>
      <p className="buy-box__unit">{t.perUnit(money(variant.price_per_unit), product.unit)}</p>
      <p className={`buy-box__stock buy-box__stock--${variant.stock_state}`} data-testid="stock-state">
        {stockMessage(variant, t, formatDate)}
      </p>
      {buyable ? (
        <>
          <fieldset className="buy-box__mode">
            <legend>{t.purchaseMode}</legend>
            <label>
              <input type="radio" name={`${id}-mode`} checked={!subscribed} onChange={() => setSubscribed(false)} />{' '}
              {t.buyOnce}
            </label>
            <label>
              <input type="radio" name={`${id}-mode`} checked={subscribed} onChange={() => setSubscribed(true)} />{' '}
              {t.subscribe}
            </label>
            {subscribed ? (
              <FrequencySelect id={`${id}-frequency`} label={t.frequency} value={frequency} onChange={setFrequency} />
            ) : null}
          </fieldset>
          <div className="buy-box__actions">
            <Counter id={`${id}-quantity`} productName={product.name} min={1} value={quantity} onChange={setQuantity} />
            <button type="button" className="button" onClick={() => void add()} aria-busy={pending || undefined}>
              {pending ? t.adding : t.addToCart}
            </button>
          </div>
        </>
      ) : null}
      <div aria-live="polite">
        {status ? (
          <p className={`notice notice--${status.tone}`}>
            {status.text} {status.tone === 'positive' ? <Link to="/panier/">{t.viewCart}</Link> : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
