import type { StockState as StockStateValue } from '@gamelle/contract/catalogue/product';
import type { ReactNode } from 'react';
import { focusRing } from '../../css/focusRing.css.ts';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { Price } from '../Price/Price.tsx';
import { Rating } from '../Rating/Rating.tsx';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage.tsx';
import { StockState } from '../StockState/StockState.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './ProductCard.css.ts';
import { productCardMessages } from './ProductCard.messages.ts';

export interface ProductCardImage {
  src: string;
  /** '' when the name beside it says it all (the usual case on a card). */
  alt: string;
  width: number;
  height: number;
  version?: string;
}

export interface ProductCardProps {
  name: string;
  href: string;
  image: ProductCardImage;
  /** "Sac de 12 kg", the variant shown. */
  formatLabel?: string;
  rating?: { average: number; count: number };
  /** Price VAT included, in cents. */
  priceCents: number;
  /** Price when subscribed (10 % off), in cents. */
  subscriptionPriceCents?: number;
  /** Shown unless the product is simply in stock. */
  stockState?: StockStateValue;
  backOn?: string | null;
  /** The name's heading level in the page's outline (3 unless told). */
  headingLevel?: 2 | 3 | 4;
  /** Add-to-cart button or Counter. */
  action?: ReactNode;
  /** Load the image at once (first cards above the fold). */
  priority?: boolean;
  /**
   * Shows the image's blurred preview until it has loaded (the default). The preview is a CSS background, requested
   * as soon as the card is styled, on screen or not: a listing passes false for the cards below its first screen,
   * whose lazy image usually arrives before anyone scrolls to it.
   */
  placeholder?: boolean;
  /** Fades the lazy image in once loaded (the default); false shows it as it arrives (a card on the first screen). */
  fade?: boolean;
}

/** A product in a listing: image, name (the one link), rating, price, subscription price, stock state. */
export function ProductCard({
  name,
  href,
  image,
  formatLabel,
  rating,
  priceCents,
  subscriptionPriceCents,
  stockState,
  backOn,
  headingLevel = 3,
  action,
  priority,
  placeholder = true,
  fade,
}: ProductCardProps) {
  const t = useMessages(productCardMessages);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-stock-state={stockState}>
      <span className={styles.media}>
        <ResponsiveImage
          {...image}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          fit="contain"
          priority={priority}
          placeholder={placeholder}
          fade={fade}
        />
      </span>
      <Heading className={styles.name}>
        <a className={`${styles.link} ${focusRing}`} href={href}>
          {name}
        </a>
      </Heading>
      {formatLabel ? (
        <Text size="small" tone="secondary">
          {formatLabel}
        </Text>
      ) : null}
      {rating ? <Rating value={rating.average} count={rating.count} size="small" /> : null}
      {stockState && stockState !== 'in_stock' ? <StockState state={stockState} backOn={backOn} /> : null}
      <div className={styles.prices}>
        <Price cents={priceCents} size="large" />
        {subscriptionPriceCents !== undefined ? (
          <span className={styles.subscription}>
            <Price cents={subscriptionPriceCents} size="small" tone="positive" />
            <span>{t('subscription')}</span>
          </span>
        ) : null}
      </div>
      {action}
    </article>
  );
}
