import type { ProductSummary } from '@gamelle/contract/catalogue/product';
import { Rating } from '@gamelle/design-system';
import { ProductGrid } from '../catalogue/index.ts';
import { useMessages, useLocale } from '../shared/index.ts';
import { homeMessages } from './home-messages.ts';
import * as styles from './home.css.ts';

/**
 * The home's best sellers and its review score, below the hero and the category pushes: loaded on its own
 * (HomePage.tsx), the product cards, ratings, prices and stock states stay out of the home's first load.
 */
export default function HomeBestSellers({
  title,
  products,
  reviews,
}: {
  title: string;
  products: readonly ProductSummary[] | undefined;
  reviews: { score: number; count: number };
}) {
  const t = useMessages(homeMessages);
  const locale = useLocale();
  return (
    <>
      <section aria-labelledby="best-sellers">
        <h2 id="best-sellers">{title || t.bestSellers}</h2>
        {products ? <ProductGrid products={products} /> : null}
      </section>
      <section className={styles.homeReviews} aria-labelledby="reviews">
        <h2 id="reviews">{t.reviewsTitle}</h2>
        <Rating value={reviews.score} count={reviews.count} />
        <p>{t.reviewScore(reviews.score.toLocaleString(locale), reviews.count.toLocaleString(locale))}</p>
      </section>
    </>
  );
}
