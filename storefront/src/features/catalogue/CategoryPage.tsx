import { buttonClassName, Select } from '@gamelle/design-system';
import type { SortMode } from '@gamelle/contract/shared/limits';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { useMessages, chip, chips, serverRenderedLazy } from '../shared/index.ts';
import { activeFilters, filterCodes, toggleFilter, type CategorySearch, type FilterCode } from './category-search.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { listingMessages } from './listing-messages.ts';
import { ProductGrid } from './ProductGrid.tsx';
import type { CategoryPageListing } from './queries.ts';
import * as listingStyles from './listing.css.ts';

// The filters (their checkboxes and the side sheet's opener) load on their own: the server renders them into the
// page's form, in place (the route's loader awaits `preloadCategoryFilters` on the server), so they show and work as
// a GET form at once; their code stays out of the listing's first load.
const { Component: CategoryFilters, preload: preloadCategoryFilters } = serverRenderedLazy(
  () => import('./CategoryFilters.tsx'),
);
export { preloadCategoryFilters };

const isFilterCode = (code: string): code is FilterCode => (filterCodes as readonly string[]).includes(code);

/**
 * A category: its products, filters from the attribute values the API counted, and the sort. The state lives in
 * the URL; filters and sort are a plain GET form, so they work before hydration and without JavaScript, and
 * with JavaScript each change navigates at once.
 */
export function CategoryPage({
  listing,
  search,
  push,
}: {
  listing: CategoryPageListing;
  search: CategorySearch;
  /** A campaign's push, an item after the listing's products (filled by the route). */
  push?: ReactNode;
}) {
  const t = useMessages(listingMessages);
  const navigate = useNavigate();
  const go = (next: CategorySearch) => void navigate({ to: './', search: next, resetScroll: false });
  const sortLabels: Record<SortMode, string> = {
    relevancy: t.sortRelevancy,
    best_sellers: t.sortBestSellers,
    first_sell_at: t.sortNewest,
  };
  const { category } = listing;
  const facets = listing.facets.filter(
    (f): f is typeof f & { code: FilterCode } => isFilterCode(f.code) && f.code !== 'animal' && f.values.length > 1,
  );
  return (
    <main id="main" className="page">
      <nav aria-label={t.breadcrumb}>
        <ol className={listingStyles.breadcrumb}>
          <li>
            <Link to="/">{t.home}</Link>
          </li>
          {category.breadcrumb.map((crumb, i) => (
            <li key={crumb.slug}>
              {i === category.breadcrumb.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link to="/$/" params={{ _splat: crumb.slug }}>
                  {crumb.name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1>{category.name}</h1>
      {category.description ? <p>{category.description}</p> : null}
      {category.children.length ? (
        <nav aria-label={t.subCategories}>
          <ul className={chips}>
            {category.children.map((child) => (
              <li key={child.slug}>
                <Link to="/$/" params={{ _splat: child.slug }} className={chip}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <form method="get" className={listingStyles.listingControls} onSubmit={(e) => e.preventDefault()}>
        <div className={listingStyles.sort}>
          <Select
            label={t.sortLabel}
            name="sort"
            value={search.sort ?? 'relevancy'}
            onChange={(e) => go({ ...search, sort: e.target.value as SortMode })}
            options={(Object.keys(sortLabels) as SortMode[]).map((mode) => ({ value: mode, label: sortLabels[mode] }))}
          />
        </div>
        {facets.length ? (
          <Suspense fallback={null}>
            <CategoryFilters facets={facets} search={search} totalItems={listing.totalItems} go={go} />
          </Suspense>
        ) : null}
      </form>
      <p role="status" className={listingStyles.count}>
        {t.products(listing.totalItems)}
      </p>
      <ActiveFilters facets={facets} search={search} />
      {listing.products.length ? (
        <ProductGrid products={listing.products} label={category.name} headingLevel={2} firstScreen extra={push} />
      ) : (
        <NoProducts search={search} facets={facets} />
      )}
    </main>
  );
}

/**
 * No product for these filters (a shared or old URL: the counts keep a click from getting here): never a dead end.
 * The way back: removing the last ticked value (most of the choice kept), or clearing them all; else the home page.
 */
function NoProducts({
  search,
  facets,
}: {
  search: CategorySearch;
  facets: readonly { code: FilterCode; values: readonly { value: string; label: string }[] }[];
}) {
  const t = useMessages(listingMessages);
  const last = activeFilters(search).at(-1);
  const label =
    last && (facets.find((f) => f.code === last.code)?.values.find((v) => v.value === last.value)?.label ?? last.value);
  return (
    <div className={listingStyles.noProducts} data-testid="no-products">
      <p>{t.noProducts}</p>
      {last ? (
        <p className={listingStyles.noProductsActions}>
          <Link
            to="./"
            search={toggleFilter(search, last.code, last.value)}
            resetScroll={false}
            className={buttonClassName({ variant: 'primary' })}
          >
            {t.removeFilter(label ?? last.value)}
          </Link>
          <Link
            to="./"
            search={{ sort: search.sort }}
            resetScroll={false}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {t.clearFilters}
          </Link>
        </p>
      ) : (
        <p>
          <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
            {t.backHome}
          </Link>
        </p>
      )}
    </div>
  );
}
