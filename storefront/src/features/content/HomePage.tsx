import { REVIEWS_SUMMARY } from '@gamelle/contract/shared/limits';
import { ResponsiveImage } from '@gamelle/design-system';
import { Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ContentLink, serverRenderedLazy, useMessages, useLocale, useFormatMoney } from '../shared/index.ts';
import { catalogueQueries } from '../catalogue/index.ts';
import { HeroCarousel } from './HeroCarousel.tsx';
import type { HomeContent } from './home-content.ts';
import { homeMessages } from './home-messages.ts';
import * as styles from './home.css.ts';

// The best sellers and the review score, below the fold: rendered in place by the server (the route's loader awaits
// `preloadHomeBestSellers` there), hydrated once their own chunk has arrived. A card's link works meanwhile (the
// browser follows it).
const { Component: HomeBestSellers, preload: preloadHomeBestSellers } = serverRenderedLazy(
  () => import('./HomeBestSellers.tsx'),
);
export { preloadHomeBestSellers };

/**
 * Home: hero carousel, category pushes, best sellers, the review score, reassurance and the newsletter offer (its
 * form is the service feature's, given by the route: the service feature already depends on content). A logged-in
 * customer is greeted under the title (`greeting`, the customer feature's, given by the route); an anonymous
 * visitor's page has no room kept for it.
 */
export function HomePage({
  home,
  newsletterForm,
  greeting,
}: {
  home: HomeContent;
  newsletterForm: ReactNode;
  greeting?: ReactNode;
}) {
  const t = useMessages(homeMessages);
  const locale = useLocale();
  const money = useFormatMoney();
  const { data: bestSellers } = useQuery(catalogueQueries.products(home.best_sellers.skus, locale));
  const reviews = home.reviews ?? { score: REVIEWS_SUMMARY.average, count: REVIEWS_SUMMARY.count };
  return (
    <main id="main" className={`page ${styles.home}`}>
      <h1 className={styles.homeTitle}>{home.title}</h1>
      {greeting}
      <HeroCarousel slides={home.hero_slides} />
      <section aria-label={t.pushes}>
        <ul className={styles.homePushes}>
          {home.category_pushes.map((push) => (
            <li key={push.url} className={styles.push}>
              {/* No blurred preview: it is a CSS background, requested as soon as the card is styled, so the four
                  came with the first screen's requests (before the first paint on the simulated phone, the first
                  one at high priority). No fade either: the first row can be on the first screen, and the picture
                  shows as it arrives instead of waiting on the page's code. */}
              <ResponsiveImage
                src={push.image.url}
                alt=""
                width={400}
                height={260}
                version={push.image.hash}
                placeholder={false}
                fade={false}
              />
              <h2 className={styles.pushTitle}>
                <ContentLink url={push.url} className={styles.pushLink}>
                  {push.title}
                </ContentLink>
              </h2>
              <p>{push.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <Suspense fallback={null}>
        <HomeBestSellers title={home.best_sellers.title} products={bestSellers?.products} reviews={reviews} />
      </Suspense>
      <section aria-label={t.reassurance}>
        <ul className={styles.homeReassurance}>
          {home.reassurance.map((item) => (
            <li key={item.icon}>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.homeNewsletter} aria-labelledby="newsletter">
        <h2 id="newsletter">{home.newsletter.title}</h2>
        <p>{t.newsletterText(money(home.newsletter.discount_cents))}</p>
        <p>{home.newsletter.text}</p>
        {newsletterForm}
      </section>
    </main>
  );
}
