import type { ProductSummary } from '@gamelle/contract/catalogue/product';
import { daysPerPack, subscriptionIntervalFor } from '@gamelle/contract/guide/frequency';
import { frequencyLabel, isDeliveryFrequencyCode } from '@gamelle/contract/subscription/frequencies';
import { isPurchasable } from '@gamelle/contract/catalogue/purchasable';
import { Price, Select, Stack, Text } from '@gamelle/design-system';
import { Link } from '@tanstack/react-router';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocale } from '../shared/index.ts';
import { GuideAddToCart } from './GuideAddToCart.tsx';
import type { Recommended } from './KibbleGuideResult.tsx';
import { useGuidePartMessages } from './part-messages.ts';
import * as styles from './guide.css.ts';

/**
 * A kibble's ration, format, duration and frequency, and its way to the cart: a chunk of its own (issue 19,
 * add-to-cart-part.ts), server-rendered in place and hydrated after the first paint; a press on « Ajouter au
 * panier » made meanwhile is held, then sent, with the format chosen meanwhile (read from its select when sent; the
 * state that shows its duration follows the select on mount, form-choices.ts).
 */
export function KibbleProductDetails({
  item,
  product,
  withLink,
}: {
  item: Recommended;
  product: ProductSummary;
  withLink?: boolean;
}) {
  const t = useGuidePartMessages();
  const locale = useLocale();
  const id = useId();
  const formats = product.variants.filter((v) => v.show_variant && isPurchasable(v));
  const [code, setCode] = useState(item.variant ?? formats[0]?.code ?? '');
  // The way to the cart starts again (its suggested frequency) when the customer changes the format, not when the
  // state catches up, on mount, with a format chosen before hydration: a press held meanwhile is being sent by it.
  const [formatChanges, setFormatChanges] = useState(0);
  const select = useRef<HTMLSelectElement>(null);
  // Not redundant with the shared replay (choices-before-hydration.ts): the replay skips this select only because
  // this read has already put the format in the state. Without it, the replay's `change` counts as a customer's
  // change: the way to the cart below starts again (a new form) and the press held meanwhile, on the old form, is
  // lost (e2e/guides.spec.ts « a format chosen while the kibble result’s details were loading », tried 2026-11-27).
  useLayoutEffect(() => {
    const chosen = select.current?.value;
    if (chosen && formats.some((f) => f.code === chosen)) setCode(chosen);
    // Once, on mount: later changes come through the select's own handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const variant = product.variants.find((v) => v.code === code);
  const days = variant && item.gramsPerDay ? daysPerPack(variant.weight_grams, item.gramsPerDay) : null;
  const interval = subscriptionIntervalFor(days);
  return (
    <Stack space="medium">
      <ul className={styles.facts}>
        {item.gramsPerDay !== null ? <li>{t.gramsPerDay(item.gramsPerDay)}</li> : null}
        {variant && days !== null ? <li>{t.packLasts(variant.name, days)}</li> : null}
        {isDeliveryFrequencyCode(interval) ? <li>{t.suggestedFrequency(frequencyLabel(interval, locale))}</li> : null}
      </ul>
      {formats.length === 0 || !variant ? (
        <Text tone="secondary">{t.noPack}</Text>
      ) : (
        <>
          {formats.length > 1 ? (
            <Select
              id={`${id}-format`}
              label={t.format}
              ref={select}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setFormatChanges((n) => n + 1);
              }}
              options={formats.map((f) => ({ value: f.code, label: f.name }))}
            />
          ) : null}
          <Text>
            <Price cents={variant.base_price} />
          </Text>
          <GuideAddToCart
            key={formatChanges}
            lines={[{ variantCode: variant.code }]}
            linesNow={() => {
              const chosen = select.current?.value;
              return [{ variantCode: formats.some((f) => f.code === chosen) ? chosen! : variant.code }];
            }}
            suggestedInterval={interval}
            submitLabel={t.addToCart}
            addedText={t.added}
            sourceItemList="kibble_guide"
          />
        </>
      )}
      {withLink ? (
        <Link to="/produits/$product/{-$format}/" params={{ product: product.slug }}>
          {t.seeProduct(product.name)}
        </Link>
      ) : null}
    </Stack>
  );
}
