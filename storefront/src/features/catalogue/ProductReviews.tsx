import type { ProductFull } from '@gamelle/contract/catalogue/product';
import { Button, Rating } from '@gamelle/design-system';
import { useId, useRef, useState } from 'react';
import { useMessages, languageTag, useLocale } from '../shared/index.ts';
import { catalogueMessages } from './messages.ts';
import * as styles from './product.css.ts';

/** Reviews shown at first, and added by each « Voir plus d'avis ». */
export const REVIEWS_PAGE_SIZE = 2;

/**
 * The product's reviews with their summary. The count is honest: the reviews shown out of the total the score is
 * computed on (« 2 avis sur 1 354 »), never the total presented as the list. « Voir plus d'avis » shows the next
 * ones the content API gave, says the new count and moves focus to the first review added.
 */
export default function ProductReviews({ product }: { product: ProductFull }) {
  const t = useMessages(catalogueMessages);
  const locale = useLocale();
  const id = useId();
  const [shown, setShown] = useState(REVIEWS_PAGE_SIZE);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const number = (n: number) => n.toLocaleString(languageTag(locale));
  const visible = product.reviews.slice(0, shown);
  const total = Math.max(product.json_avis.count, product.reviews.length);
  return (
    <section aria-labelledby={id} data-testid="product-reviews">
      <h2 id={id}>{t.reviewsTitle}</h2>
      {product.json_avis.count > 0 ? (
        <Rating value={product.json_avis.average} count={product.json_avis.count} />
      ) : null}
      {product.reviews.length === 0 ? (
        <p>{t.noReviews}</p>
      ) : (
        <>
          <p role="status" className={styles.reviewsCount}>
            {t.reviewsShown(number(visible.length), number(total))}
          </p>
          <ul className={styles.reviewsList}>
            {visible.map((review, i) => (
              <li
                key={review.id}
                className={styles.review}
                tabIndex={-1}
                ref={(node) => {
                  items.current[i] = node;
                }}
              >
                <Rating value={review.rating} size="small" showScore={false} />
                <p>
                  <strong>{review.author}</strong> ·{' '}
                  <time dateTime={review.date}>
                    {new Date(`${review.date}T12:00:00`).toLocaleDateString(languageTag(locale))}
                  </time>
                  {review.verified ? <span className={styles.reviewVerified}> · {t.verified}</span> : null}
                </p>
                <p>{review.text}</p>
              </li>
            ))}
          </ul>
          {shown < product.reviews.length ? (
            <Button
              variant="secondary"
              onClick={() => {
                const first = shown;
                setShown(shown + REVIEWS_PAGE_SIZE);
                // After React has rendered the new reviews: the first one added takes the focus.
                requestAnimationFrame(() => items.current[first]?.focus());
              }}
            >
              {t.reviewsMore}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
