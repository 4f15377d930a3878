import type { FilterFacet } from '@gamelle/contract/catalogue/category';
import { Icon } from '@gamelle/design-system';
import { Link } from '@tanstack/react-router';
import { useMessages } from '../shared/index.ts';
import { activeFilters, toggleFilter, type CategorySearch, type FilterCode } from './category-search.ts';
import { listingMessages } from './listing-messages.ts';
import * as listingStyles from './listing.css.ts';

/** The ticked values as chips that remove themselves, and the clear-all link (plain links: no JavaScript needed). */
export function ActiveFilters({
  facets,
  search,
}: {
  facets: readonly (FilterFacet & { code: FilterCode })[];
  search: CategorySearch;
}) {
  const t = useMessages(listingMessages);
  const active = activeFilters(search);
  if (!active.length) return null;
  return (
    <ul className={listingStyles.activeFilters} aria-label={t.activeFilters}>
      {active.map(({ code, value }) => {
        const label = facets.find((f) => f.code === code)?.values.find((v) => v.value === value)?.label ?? value;
        return (
          <li key={`${code}-${value}`}>
            <Link
              to="./"
              search={toggleFilter(search, code, value)}
              resetScroll={false}
              className={listingStyles.activeFilter}
              aria-label={t.removeFilter(label)}
            >
              {label} <Icon name="close" size="xsmall" />
            </Link>
          </li>
        );
      })}
      <li>
        <Link to="./" search={{ sort: search.sort }} resetScroll={false} className={listingStyles.facetsClear}>
          {t.clearFilters}
        </Link>
      </li>
    </ul>
  );
}
