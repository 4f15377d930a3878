// The campaigns a page shows inside its own content: the product offer on its product page, the category push in
// its listing (spec §7 `ad_product_offer`, `ad_push_category`). Routes put them in their screens' slots.
import { useEffect } from 'react';
import { ContentLink, useMessages } from '../shared/index.ts';
import { slotMessages } from './slot-messages.ts';
import { reportCampaign } from './runtime-door.ts';
import { useMarketing } from './store.ts';
import * as styles from './marketing.css.ts';

/** The offer of a campaign naming this product's SKU; nothing otherwise. */
export function ProductOfferSlot({ sku }: { sku: string }) {
  const t = useMessages(slotMessages);
  const offer = useMarketing((state) => (state.offer?.sku === sku ? state.offer : null));
  const campaign = offer?.campaign;
  useEffect(() => {
    if (campaign) reportCampaign(campaign);
  }, [campaign]);
  if (!offer) return null;
  return (
    <aside className={styles.offer} aria-label={t.offerLabel} data-campaign={offer.campaign}>
      <strong>{offer.title}</strong>
      {offer.content ? <p>{offer.content}</p> : null}
    </aside>
  );
}

/** The push of a campaign for this listing's category (any of its codes), as an item (`<li>`) of the product grid. */
export function CategoryPushSlot({ categories }: { categories: readonly string[] }) {
  const t = useMessages(slotMessages);
  const push = useMarketing((state) => (state.push && categories.includes(state.push.category) ? state.push : null));
  const campaign = push?.campaign;
  useEffect(() => {
    if (campaign) reportCampaign(campaign);
  }, [campaign]);
  if (!push) return null;
  return (
    <li data-testid="category-push" data-campaign={push.campaign}>
      <aside className={styles.push} aria-label={t.pushLabel}>
        <h2>{push.link ? <ContentLink url={push.link}>{push.title}</ContentLink> : push.title}</h2>
        {push.content ? <p>{push.content}</p> : null}
      </aside>
    </li>
  );
}
