import type { ProductFull } from '@gamelle/contract/catalogue/product';
import { Rating } from '@gamelle/design-system';
import { useId } from 'react';
import { useMessages, languageTag, useLocale } from '../shared/index.ts';
import { catalogueMessages } from './messages.ts';
import * as styles from './product.css.ts';

/** The product's verified reviews with their summary. */
export function ProductReviews({ product }: { product: ProductFull }) {
  const t = useMessages(catalogueMessages);
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t.reviewsTitle}</h2>
      {product.json_avis.count > 0 ? (
        <Rating value={product.json_avis.average} count={product.json_avis.count} />
      ) : null}
      {product.reviews.length === 0 ? (
        <p>{t.noReviews}</p>
      ) : (
        <ul className={styles.reviewsList}>
          {product.reviews.map((review) => (
            <li key={review.id} className={styles.review}>
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
      )}
    </section>
  );
}
