import type { FilterFacet } from '@gamelle/contract/catalogue/category';
import { Checkbox } from '@gamelle/design-system';
import { toggleFilter, type CategorySearch, type FilterCode } from './category-search.ts';
import * as listingStyles from './listing.css.ts';

/** One fieldset a filter, a design-system checkbox a value with its live count; a value leading nowhere is off. */
export function FacetFields({
  facets,
  search,
  go,
}: {
  facets: readonly (FilterFacet & { code: FilterCode })[];
  search: CategorySearch;
  go: (next: CategorySearch) => void;
}) {
  return (
    <div className={listingStyles.facets}>
      {facets.map((facet) => (
        <fieldset key={facet.code} className={listingStyles.facet}>
          <legend>{facet.label}</legend>
          {facet.values.map((v) => {
            const checked = search[facet.code]?.includes(v.value) ?? false;
            return (
              <Checkbox
                key={v.value}
                name={facet.code}
                value={v.value}
                label={`${v.label} (${v.count})`}
                checked={checked}
                // Ticking a value no product has here would empty the page: said by its count, and refused.
                disabled={!checked && v.count === 0}
                onChange={() => go(toggleFilter(search, facet.code, v.value))}
              />
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
