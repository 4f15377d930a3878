// The campaigns a page shows inside its own content: the product offer on its product page, the category push in
// its listing (spec §7 `ad_product_offer`, `ad_push_category`). Routes put them in their screens' slots.
//
// Only a campaign's answer fills a slot, in the browser after the page (the store's server snapshot has none, so the
// server never renders one): what a filled slot shows (its name, the push's link and its URL check) loads on that
// state, out of the pages' first load (issue 19). Its report to the data layer still leaves when the answer comes.
import { lazy, Suspense, useEffect } from 'react';
import { reportCampaign } from './runtime-door.ts';
import { useMarketing } from './store.ts';

const loadContent = () => import('./CampaignSlotsContent.tsx');
const ProductOfferContent = lazy(() => loadContent().then((module) => ({ default: module.ProductOfferContent })));
const CategoryPushContent = lazy(() => loadContent().then((module) => ({ default: module.CategoryPushContent })));

/** The offer of a campaign naming this product's SKU; nothing otherwise. */
export function ProductOfferSlot({ sku }: { sku: string }) {
  const offer = useMarketing((state) => (state.offer?.sku === sku ? state.offer : null));
  const campaign = offer?.campaign;
  useEffect(() => {
    if (campaign) reportCampaign(campaign);
  }, [campaign]);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <ProductOfferContent offer={offer} />
    </Suspense>
  );
}

/** The push of a campaign for this listing's category (any of its codes), as an item (`<li>`) of the product grid. */
export function CategoryPushSlot({ categories }: { categories: readonly string[] }) {
  const push = useMarketing((state) => (state.push && categories.includes(state.push.category) ? state.push : null));
  const campaign = push?.campaign;
  useEffect(() => {
    if (campaign) reportCampaign(campaign);
  }, [campaign]);
  if (!push) return null;
  return (
    <Suspense fallback={null}>
      <CategoryPushContent push={push} />
    </Suspense>
  );
}
