// What the campaign slots show once a campaign fills one (CampaignSlots.tsx loads this on that state only): the
// slots' names and the push's link, with its URL check, stay out of the product and category pages' first load.
import { ContentLink, useMessages } from '../shared/index.ts';
import type { CategoryPush, ProductOffer } from './actions.ts';
import { slotMessages } from './slot-messages.ts';
import * as styles from './marketing.css.ts';

export function ProductOfferContent({ offer }: { offer: ProductOffer }) {
  const t = useMessages(slotMessages);
  return (
    <aside className={styles.offer} aria-label={t.offerLabel} data-campaign={offer.campaign}>
      <strong>{offer.title}</strong>
      {offer.content ? <p>{offer.content}</p> : null}
    </aside>
  );
}

export function CategoryPushContent({ push }: { push: CategoryPush }) {
  const t = useMessages(slotMessages);
  return (
    <li data-testid="category-push" data-campaign={push.campaign}>
      <aside className={styles.push} aria-label={t.pushLabel}>
        <h2>{push.link ? <ContentLink url={push.link}>{push.title}</ContentLink> : push.title}</h2>
        {push.content ? <p>{push.content}</p> : null}
      </aside>
    </li>
  );
}
