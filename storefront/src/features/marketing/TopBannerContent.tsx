import { Icon } from '@gamelle/design-system';
import { useEffect } from 'react';
import { ContentLink, useMessages } from '../shared/index.ts';
import type { TopHeader } from './actions.ts';
import { bannerMessages } from './banner-messages.ts';
import { bannerClosed, closeBanner } from './banner-storage.ts';
import { reportCampaign } from './runtime-door.ts';
import * as styles from './marketing.css.ts';

/**
 * The campaign banner's content inside its band (TopBanner.tsx): its code loads once a campaign has one, never with
 * the page's first load. A campaign closed earlier in this visit stays closed.
 */
export function TopBannerContent({ banner, onClose }: { banner: TopHeader; onClose: (campaign: string) => void }) {
  const t = useMessages(bannerMessages);
  const shown = bannerClosed(banner.campaign) ? null : banner;
  const campaign = shown?.campaign;

  useEffect(() => {
    if (campaign) reportCampaign(campaign);
  }, [campaign]);

  if (!shown) return null;
  return (
    <section className={styles.banner} aria-label={t.bannerLabel} data-campaign={shown.campaign}>
      <p className={styles.bannerText}>
        {shown.link ? (
          <ContentLink url={shown.link} className={styles.bannerText}>
            {shown.content}
          </ContentLink>
        ) : (
          shown.content
        )}
      </p>
      <button
        type="button"
        className={styles.bannerClose}
        aria-label={t.bannerClose}
        onClick={() => {
          closeBanner(shown.campaign);
          onClose(shown.campaign);
        }}
      >
        <Icon name="close" size="small" />
      </button>
    </section>
  );
}
