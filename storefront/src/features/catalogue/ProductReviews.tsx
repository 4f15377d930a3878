import type { ProductFull, Review } from '@gamelle/contract/catalogue/product';
import { Button, Rating } from '@gamelle/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { useMessages, languageTag, useLocale } from '../shared/index.ts';
import { productPartMessages } from './part-messages.ts';
import * as styles from './product.css.ts';

type Loading = 'idle' | 'loading' | 'error';

/**
 * The product's verified reviews with their summary. The server renders the first ones (those the product answer
 * carries); « Voir plus d'avis » loads the next page from `GET /shop/product-reviews` (its code imported on the
 * first press), says the new count and moves focus to the first review added; a failure says so, and the same
 * button tries again. The count is honest: the reviews shown out of the total the score is computed on
 * (« 13 avis affichés sur 1 354 »), and the button goes once every review the shop can list is shown.
 */
export default function ProductReviews({ product }: { product: ProductFull }) {
  const t = useMessages(productPartMessages);
  const locale = useLocale();
  const id = useId();
  const [loaded, setLoaded] = useState<{ reviews: Review[]; pages: number; listed: number | null }>({
    reviews: product.reviews,
    pages: 0,
    listed: null,
  });
  const [loading, setLoading] = useState<Loading>('idle');
  // The index of the first review a page added, focused once React has rendered it.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  // Marks the section once React drives it (its chunk loads after the page hydrates): before, a press does nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (focusAt === null) return;
    items.current[focusAt]?.focus();
    setFocusAt(null);
  }, [focusAt]);
  const number = (n: number) => n.toLocaleString(languageTag(locale));
  const { reviews } = loaded;
  const total = Math.max(product.json_avis.count, reviews.length);
  // Before the first page is fetched, the summary's count says whether there are more than the product carries.
  const more = loaded.listed === null ? product.json_avis.count > reviews.length : reviews.length < loaded.listed;

  const loadMore = async () => {
    if (loading === 'loading') return;
    setLoading('loading');
    try {
      const { reviewPage } = await import('./review-pages.ts');
      const page = await reviewPage(product.sku, locale, loaded.pages + 1);
      const known = new Set(reviews.map((r) => r.id));
      const added = page['hydra:member'].filter((r) => !known.has(r.id));
      const first = reviews.length;
      setLoaded({ reviews: [...reviews, ...added], pages: loaded.pages + 1, listed: page['hydra:totalItems'] });
      setLoading('idle');
      if (added.length > 0) setFocusAt(first);
    } catch {
      setLoading('error');
    }
  };

  return (
    <section aria-labelledby={id} data-testid="product-reviews" data-ready={ready || undefined}>
      <h2 id={id}>{t.reviewsTitle}</h2>
      {product.json_avis.count > 0 ? (
        <Rating value={product.json_avis.average} count={product.json_avis.count} />
      ) : null}
      {reviews.length === 0 ? (
        <p>{t.noReviews}</p>
      ) : (
        <>
          <p role="status" className={styles.reviewsCount}>
            {t.reviewsShown(number(reviews.length), number(total))}
          </p>
          <ul className={styles.reviewsList}>
            {reviews.map((review, i) => (
              <li
                key={review.id}
                className={styles.review}
                tabIndex={-1}
                data-review-id={review.id}
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
          <div role="alert" className={styles.reviewsError}>
            {loading === 'error' ? t.reviewsFailed : null}
          </div>
          {more ? (
            <Button variant="secondary" loading={loading === 'loading'} onClick={() => void loadMore()}>
              {loading === 'error' ? t.reviewsRetry : t.reviewsMore}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
