import type { FilterFacet } from '@gamelle/contract/catalogue/category';
import { Button, Dialog } from '@gamelle/design-system';
import { useMessages } from '../shared/index.ts';
import { activeFilters, type CategorySearch, type FilterCode } from './category-search.ts';
import { FacetFields } from './FacetFields.tsx';
import { listingMessages } from './listing-messages.ts';

/**
 * The filters in a side sheet on a phone: the design system's dialog held to the right edge (listing.css.ts). Each
 * tick navigates at once and the counts follow; « Effacer les filtres » clears them, « Voir les N produits »,
 * Escape and the close button close it. Loaded on the first press of « Filtrer » (CategoryFilters).
 */
export default function FiltersSheet({
  facets,
  search,
  totalItems,
  go,
  onClose,
}: {
  facets: readonly (FilterFacet & { code: FilterCode })[];
  search: CategorySearch;
  totalItems: number;
  go: (next: CategorySearch) => void;
  onClose: () => void;
}) {
  const t = useMessages(listingMessages);
  const active = activeFilters(search);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        data-sheet=""
        aria-describedby={undefined}
        // The opener takes the focus back itself (the sheet has no trigger of its own).
        onCloseAutoFocus={(event) => event.preventDefault()}
        data-testid="filters-sheet"
      >
        <Dialog.Title>{t.filtersTitle}</Dialog.Title>
        <FacetFields facets={facets} search={search} go={go} />
        <Dialog.Footer>
          {active.length ? (
            <Button variant="ghost" onClick={() => go({ sort: search.sort })}>
              {t.clearFilters}
            </Button>
          ) : null}
          <Dialog.Close asChild>
            <Button>{t.showProducts(totalItems)}</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
