import type { ProductSummary } from '@gamelle/contract/catalogue/product';
import { daysPerPack, subscriptionIntervalFor } from '@gamelle/contract/guide/frequency';
import { frequencyLabel, isDeliveryFrequencyCode } from '@gamelle/contract/subscription/frequencies';
import { isPurchasable } from '@gamelle/contract/catalogue/purchasable';
import { Price, Select, Stack, Text } from '@gamelle/design-system';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useLocale } from '../shared/index.ts';
import { GuideAddToCart } from './GuideAddToCart.tsx';
import type { Recommended } from './KibbleGuideResult.tsx';
import { useGuidePartMessages } from './part-messages.ts';
import * as styles from './guide.css.ts';

/**
 * A kibble's ration, format, duration and frequency, and its way to the cart: a chunk of its own (issue 19,
 * add-to-cart-part.ts), server-rendered in place and hydrated after the first paint; a press on « Ajouter au
 * panier » made meanwhile is held, then sent.
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
              value={code}
              onChange={(event) => setCode(event.target.value)}
              options={formats.map((f) => ({ value: f.code, label: f.name }))}
            />
          ) : null}
          <Text>
            <Price cents={variant.base_price} />
          </Text>
          <GuideAddToCart
            key={`${code}-${interval ?? 'none'}`}
            lines={[{ variantCode: variant.code }]}
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
