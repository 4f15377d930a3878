import { DEFAULT_DELIVERY_FREQUENCY, type DeliveryFrequencyCode } from '@gamelle/contract/subscription/frequencies';
import type { ProductSummary, ProductVariant } from '@gamelle/contract/catalogue/product';
import { Button, Counter, Price, RadioGroup, StockState, Text, VisuallyHidden } from '@gamelle/design-system';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { afterFirstPaint, useMessages, useFormatMoney, chip, chips } from '../shared/index.ts';
import { CartActionError, cartFormPath, useCartActions } from '../cart/index.ts';
import { catalogueMessages } from './messages.ts';
import * as styles from './product.css.ts';
import { isPurchasable } from '@gamelle/contract/catalogue/purchasable';
import { SUBSCRIPTION } from '@gamelle/contract/shared/limits';
import { MAX_VARIANT_QUANTITY } from '@gamelle/contract/cart/limits';

// The frequency's select shows once « S'abonner » is chosen (never in the server's HTML): its code (the design
// system's Select and field frame) loads on its own once the page has painted, well before a customer chooses.
const loadFrequencySelect = () => import('./frequency-select.tsx');
const FrequencySelect = lazy(loadFrequencySelect);
// The add's outcome (an Alert, with its tone's icon and its styles) shows only once an add has been tried: its code
// loads after the first paint too, and at the latest when the add starts (the answer takes a request anyway).
const loadAlert = () => import('@gamelle/design-system/components/Alert');
const Alert = lazy(() => loadAlert().then((module) => ({ default: module.Alert })));

/**
 * Formats, price and subscription price, the state of stock, quantity, once or subscribed with a frequency,
 * and the add-to-cart button. A real form: without JavaScript it posts to the cart endpoint, which adds and
 * comes back here with a notice; with JavaScript the article is added in place. A failed add shows the
 * server's message (or the generic one).
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
  const money = useFormatMoney();
  const id = useId();
  const cart = useCartActions();
  const here = useLocation({ select: (l) => l.publicHref });
  const [quantity, setQuantity] = useState(1);
  const [subscribed, setSubscribed] = useState(false);
  const [frequency, setFrequency] = useState<DeliveryFrequencyCode>(DEFAULT_DELIVERY_FREQUENCY);
  const [status, setStatus] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const formats = product.variants.filter((v) => v.show_variant);
  useEffect(() => {
    void afterFirstPaint().then(() => Promise.all([loadFrequencySelect(), loadAlert()]));
  }, []);
  const buyable = isPurchasable(variant);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    void loadAlert();
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

  // Laid out with the page's own classes, not the design system's Stack, Inline and Box: their sprinkles (class
  // table and runtime, 4 KB gzip) would otherwise be in the product page's first load for these few boxes alone.
  return (
    <div className={styles.stackMedium}>
      {formats.length > 1 ? (
        <nav aria-label={t.formats}>
          <div className={styles.stackXsmall}>
            <Text tone="secondary">{t.formats}</Text>
            <ul className={chips}>
              {formats.map((v) => (
                <li key={v.code}>
                  <Link
                    to="/produits/$product/{-$format}/"
                    params={{ product: product.slug, format: v.format }}
                    className={chip}
                    aria-current={v.code === variant.code ? 'true' : undefined}
                    resetScroll={false}
                    replace
                  >
                    {v.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      ) : (
        <Text tone="secondary">{variant.name}</Text>
      )}
      <div className={styles.stackXsmall}>
        <Text as="div" size="large" weight="strong">
          <VisuallyHidden>{t.priceLabel} </VisuallyHidden>
          <Price cents={variant.base_price} size="large" />
        </Text>
        <Text as="div" tone="positive" weight="strong">
          {t.subscriptionPrice(money(variant.base_price_subscription))}
        </Text>
        <Text as="div" tone="secondary">
          {t.perUnit(money(variant.price_per_unit), product.unit)}
        </Text>
      </div>
      <div className={styles.boxReset} data-testid="stock-state">
        <StockState state={variant.stock_state} backOn={variant.back_on} />
      </div>
      {buyable ? (
        <form method="post" action={cartFormPath} onSubmit={(event) => void add(event)}>
          <input type="hidden" name="cartAction" value="add" />
          <input type="hidden" name="variantCode" value={variant.code} />
          <input type="hidden" name="sourceItemList" value={sourceItemList} />
          <input type="hidden" name="redirectTo" value={here} />
          <div className={styles.stackMedium}>
            <RadioGroup
              label={t.purchaseMode}
              name="purchase"
              value={subscribed ? 'subscription' : 'once'}
              onValueChange={(value) => setSubscribed(value === 'subscription')}
              options={[
                { value: 'once', label: t.buyOnce },
                {
                  value: 'subscription',
                  label: t.subscribe,
                  // The commitment is said where the choice is made (spec §1: 10 % off, 2 deliveries minimum).
                  description: t.subscriptionTerms(SUBSCRIPTION.discountPercent, SUBSCRIPTION.minimumDeliveries),
                },
              ]}
            />
            {subscribed ? (
              <Suspense fallback={null}>
                <FrequencySelect
                  id={`${id}-frequency`}
                  name="frequency"
                  label={t.frequency}
                  wording="every"
                  value={frequency}
                  onChange={setFrequency}
                />
              </Suspense>
            ) : null}
            <div className={styles.inlineSmall}>
              <Counter
                id={`${id}-quantity`}
                name="quantity"
                productName={product.name}
                min={1}
                max={MAX_VARIANT_QUANTITY}
                value={quantity}
                onChange={setQuantity}
              />
              <Button type="submit" loading={pending}>
                {t.addToCart}
              </Button>
            </div>
          </div>
        </form>
      ) : null}
      <div aria-live="polite">
        {status ? (
          <Suspense fallback={null}>
            <Alert tone={status.tone}>
              {status.text} {status.tone === 'positive' ? <Link to="/panier/">{t.viewCart}</Link> : null}
            </Alert>
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
