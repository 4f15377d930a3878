import { buttonClassName, visuallyHidden } from '@gamelle/design-system';
import type { SearchResult } from '@gamelle/contract/search/schema';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useDeferredValue, useId, useState, type ReactNode } from 'react';
import { ContentLink, useMessages, toPublicPath, useLocale, chip, chips, serverRenderedLazy } from '../shared/index.ts';
import { searchMessages } from './messages.ts';
import { searchQueries } from './queries.ts';
import * as styles from './search.css.ts';

// The product cards: rendered in place by the server (the route's loader awaits `preloadSearchProducts` there) and
// hydrated once their own chunk has arrived, out of the page's first load; a card's link works meanwhile (the
// browser follows it).
const { Component: SearchProducts, preload: preloadSearchProducts } = serverRenderedLazy(
  () => import('./SearchProducts.tsx'),
);
export { preloadSearchProducts };

/**
 * Search: a GET form (works without JavaScript), suggestions while typing, and the results grouped as
 * products (the catalogue's cards), categories (chips) and articles (title and excerpt); when no product matches, the
 * server's recommendations keep the visitor going.
 */
export function SearchPage({ q, result }: { q: string; result: SearchResult | undefined }) {
  const t = useMessages(searchMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(q);
  const typed = useDeferredValue(text.trim());
  const suggestions = useQuery({
    ...searchQueries.suggestions(typed, locale),
    enabled: typed.length >= 2 && typed !== q,
  });
  const total = result
    ? result.groups.articles.total + result.groups.categories.total + result.groups.products.total
    : 0;
  const search = (value: string) => void navigate({ to: '/rechercher/', search: { q: value } });

  return (
    <main id="main" className="page">
      <h1>{t.title}</h1>
      <form
        method="get"
        action={toPublicPath('/rechercher/', locale)}
        role="search"
        className={styles.searchForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) search(text.trim());
        }}
      >
        <label htmlFor={`${id}-q`}>{t.label}</label>
        <div className={styles.searchFormRow}>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            value={text}
            autoComplete="off"
            aria-describedby={`${id}-suggestions`}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className={buttonClassName()}>
            {t.submit}
          </button>
        </div>
        <div id={`${id}-suggestions`} aria-live="polite">
          {suggestions.data?.suggestions.length ? (
            <>
              <p className={visuallyHidden}>{t.suggestions}</p>
              <ul className={chips} aria-label={t.suggestions}>
                {suggestions.data.suggestions.slice(0, 6).map((s) => (
                  <li key={s}>
                    <button
                      type="button"
                      className={chip}
                      onClick={() => {
                        setText(s);
                        search(s);
                      }}
                    >
                      {s}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </form>
      {q && result ? (
        <>
          <p role="status">{t.resultsFor(q, total)}</p>
          {total === 0 ? <p>{t.none}</p> : null}
          <ResultGroup title={t.products} count={result.groups.products.hits.length}>
            <Suspense fallback={null}>
              <SearchProducts hits={result.groups.products.hits} />
            </Suspense>
            {result.groups.products.total > result.groups.products.hits.length ? (
              <p className={styles.searchMore}>
                {t.moreProducts(result.groups.products.hits.length, result.groups.products.total)}
              </p>
            ) : null}
          </ResultGroup>
          <ResultGroup title={t.categories} count={result.groups.categories.hits.length}>
            <ul className={chips}>
              {result.groups.categories.hits.map((hit) => (
                <li key={hit.url}>
                  <ContentLink url={hit.url} className={chip}>
                    {hit.name}
                  </ContentLink>
                </li>
              ))}
            </ul>
          </ResultGroup>
          <ResultGroup title={t.articles} count={result.groups.articles.hits.length}>
            <ul className={styles.searchArticles}>
              {result.groups.articles.hits.map((hit) => (
                <li key={hit.url} className={styles.searchArticle}>
                  <ContentLink url={hit.url} className={styles.searchArticleTitle}>
                    {hit.title}
                  </ContentLink>
                  {hit.excerpt ? <p className={styles.searchHitExcerpt}>{hit.excerpt}</p> : null}
                </li>
              ))}
            </ul>
          </ResultGroup>
          {result.groups.products.total === 0 ? (
            <ResultGroup title={t.recommended} count={result.recommended?.length ?? 0}>
              <Suspense fallback={null}>
                <SearchProducts hits={result.recommended ?? []} />
              </Suspense>
            </ResultGroup>
          ) : null}
        </>
      ) : null}
    </main>
  );
}

function ResultGroup({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = useId();
  if (!count) return null;
  return (
    <section aria-labelledby={id} className={styles.searchGroup}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
