import { buttonClassName, visuallyHidden } from '@gamelle/design-system';
import type { SearchResult } from '@gamelle/contract/search/schema';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useId, useState } from 'react';
import { ContentLink, useMessages, toPublicPath, useLocale, Money, chip, chips } from '../shared/index.ts';
import { searchMessages } from './messages.ts';
import { searchQueries } from './queries.ts';
import * as styles from './search.css.ts';

/**
 * Search: a GET form (works without JavaScript), suggestions while typing, and the results grouped as
 * articles, categories and products.
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
          <ResultGroup
            title={t.products}
            hits={result.groups.products.hits}
            render={(hit) => (
              <ContentLink url={hit.url}>
                <span>{hit.name}</span>
                {hit.price !== undefined ? (
                  <span>
                    <Money cents={hit.price} />
                  </span>
                ) : null}
              </ContentLink>
            )}
          />
          <ResultGroup
            title={t.categories}
            hits={result.groups.categories.hits}
            render={(hit) => <ContentLink url={hit.url}>{hit.name}</ContentLink>}
          />
          <ResultGroup
            title={t.articles}
            hits={result.groups.articles.hits}
            render={(hit) => (
              <>
                <ContentLink url={hit.url}>{hit.title}</ContentLink>
                {hit.excerpt ? <p className={styles.searchHitExcerpt}>{hit.excerpt}</p> : null}
              </>
            )}
          />
        </>
      ) : null}
    </main>
  );
}

function ResultGroup<Hit extends { url: string }>({
  title,
  hits,
  render,
}: {
  title: string;
  hits: Hit[];
  render: (hit: Hit) => React.ReactNode;
}) {
  const id = useId();
  if (!hits.length) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.searchGroupHits}>
        {hits.map((hit) => (
          <li key={hit.url}>{render(hit)}</li>
        ))}
      </ul>
    </section>
  );
}
