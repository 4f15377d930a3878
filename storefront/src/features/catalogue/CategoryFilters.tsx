import type { FilterFacet } from '@gamelle/contract/catalogue/category';
import { Button } from '@gamelle/design-system';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMessages } from '../shared/index.ts';
import { activeFilters, type CategorySearch, type FilterCode } from './category-search.ts';
import { FacetFields } from './FacetFields.tsx';
import { listingMessages } from './listing-messages.ts';
import * as listingStyles from './listing.css.ts';

// The side sheet (and the dialog's code) loads on the first press of « Filtrer »: the listing's first load stays
// as it was.
const FiltersSheet = lazy(() => import('./FiltersSheet.tsx'));

/**
 * The category's filters. Inline beside the products from the tablet width up; on a phone behind a « Filtrer »
 * button that opens them in a side sheet (a Radix dialog: focus trapped, Escape and the close button close it, focus
 * goes back to the button). The button is in the server's HTML, so the listing does not move when the page hydrates
 * (it moved 0.13 of the screen when the inline filters folded then); without JavaScript the filters stay inline, in
 * the page's GET form (CSS `scripting: none`). `data-enhanced` marks the hydrated form. Each value shows the count the listing would have with it ticked; a value that
 * would empty the page cannot be ticked.
 */
export default function CategoryFilters({
  facets,
  search,
  totalItems,
  go,
}: {
  facets: readonly (FilterFacet & { code: FilterCode })[];
  search: CategorySearch;
  totalItems: number;
  go: (next: CategorySearch) => void;
}) {
  const t = useMessages(listingMessages);
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => setEnhanced(true), []);
  // Focus goes back to « Filtrer » once the sheet has gone (while it is open, its focus trap would take it back).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const active = activeFilters(search);

  return (
    <div className={listingStyles.filters} data-enhanced={enhanced || undefined}>
      <div className={listingStyles.filtersInline}>
        <FacetFields facets={facets} search={search} go={go} />
        <noscript>
          <button type="submit" className={listingStyles.noscriptApply}>
            {t.applyFilters}
          </button>
        </noscript>
      </div>
      <div className={listingStyles.filtersOpener}>
        <Button ref={opener} variant="secondary" size="small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {active.length ? t.filtersOpenCount(active.length) : t.filtersTitle}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <FiltersSheet
            facets={facets}
            search={search}
            totalItems={totalItems}
            go={go}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
