import { buttonClassName } from '@gamelle/design-system';
import type { SortMode } from '@gamelle/contract/shared/limits';
import type { CategoryListing } from '@gamelle/contract/catalogue/category';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useMessages, chip, chips } from '../shared/index.ts';
import { filterCodes, toggleFilter, type CategorySearch, type FilterCode } from './category-search.ts';
import { catalogueMessages } from './messages.ts';
import { ProductGrid } from './ProductGrid.tsx';
import * as listingStyles from './listing.css.ts';

const isFilterCode = (code: string): code is FilterCode => (filterCodes as readonly string[]).includes(code);

/**
 * A category: its products, filters from the attribute values the API counted, and the sort. The state lives in
 * the URL; filters and sort are a plain GET form, so they work before hydration and without JavaScript, and
 * with JavaScript each change navigates at once.
 */
export function CategoryPage({ listing, search }: { listing: CategoryListing; search: CategorySearch }) {
  const t = useMessages(catalogueMessages);
  const navigate = useNavigate();
  const id = useId();
  const go = (next: CategorySearch) => void navigate({ to: './', search: next, resetScroll: false });
  const sortLabels: Record<SortMode, string> = {
    relevancy: t.sortRelevancy,
    best_sellers: t.sortBestSellers,
    first_sell_at: t.sortNewest,
  };
  const { category } = listing;
  const facets = listing.facets.filter((f) => isFilterCode(f.code) && f.code !== 'animal' && f.values.length > 1);
  const hasFilters = filterCodes.some((code) => search[code]?.length);
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
        <div>
          <label htmlFor={`${id}-sort`}>{t.sortLabel}</label>{' '}
          <select
            id={`${id}-sort`}
            name="sort"
            value={search.sort ?? 'relevancy'}
            onChange={(e) => go({ ...search, sort: e.target.value as SortMode })}
          >
            {(Object.keys(sortLabels) as SortMode[]).map((mode) => (
              <option key={mode} value={mode}>
                {sortLabels[mode]}
              </option>
            ))}
          </select>
        </div>
        {facets.length ? (
          <fieldset className={listingStyles.facets}>
            <legend>{t.filtersTitle}</legend>
            {facets.map((facet) => (
              <fieldset key={facet.code} className={listingStyles.facet}>
                <legend>{facet.label}</legend>
                {facet.values.map((v) => {
                  const code = facet.code as FilterCode;
                  const checked = search[code]?.includes(v.value) ?? false;
                  return (
                    <label key={v.value} className={listingStyles.facetValue}>
                      <input
                        type="checkbox"
                        name={code}
                        value={v.value}
                        checked={checked}
                        onChange={() => go(toggleFilter(search, code, v.value))}
                      />{' '}
                      {v.value === 'true' ? t.yes : v.label} ({v.count})
                    </label>
                  );
                })}
              </fieldset>
            ))}
            <noscript>
              <button type="submit" className={buttonClassName({ size: 'small' })}>
                {t.applyFilters}
              </button>
            </noscript>
            {hasFilters ? (
              <Link to="./" search={{ sort: search.sort }} className={listingStyles.facetsClear}>
                {t.clearFilters}
              </Link>
            ) : null}
          </fieldset>
        ) : null}
      </form>
      <p role="status">{t.products(listing.totalItems)}</p>
      {listing.products.length ? (
        <ProductGrid products={listing.products} label={category.name} headingLevel={2} eagerImages />
      ) : (
        <p>{t.noProducts}</p>
      )}
    </main>
  );
}
