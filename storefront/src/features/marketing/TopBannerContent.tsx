import { Icon } from '@gamelle/design-system';
import { useEffect } from 'react';
import { ContentLink, useMessages } from '../shared/index.ts';
import type { TopHeader } from './actions.ts';
import { bannerMessages } from './banner-messages.ts';
import { closeBanner } from './banner-storage.ts';
import { reportCampaign } from './runtime-door.ts';
import * as styles from './marketing.css.ts';

/**
 * The campaign banner's content inside its band (TopBanner.tsx): its code loads once a campaign has one, never with
 * the page's first load (the band, TopBanner.tsx, leaves out a campaign closed earlier in this visit).
 */
export function TopBannerContent({ banner, onClose }: { banner: TopHeader; onClose: (campaign: string) => void }) {
  const t = useMessages(bannerMessages);
  const campaign = banner.campaign;

  useEffect(() => {
    reportCampaign(campaign);
  }, [campaign]);

  return (
    <section className={styles.banner} aria-label={t.bannerLabel} data-campaign={banner.campaign}>
      <p className={styles.bannerText}>
        {banner.link ? (
          <ContentLink url={banner.link} className={styles.bannerText}>
            {banner.content}
          </ContentLink>
        ) : (
          banner.content
        )}
      </p>
      <button
        type="button"
        className={styles.bannerClose}
        aria-label={t.bannerClose}
        onClick={() => {
          closeBanner(banner.campaign);
          onClose(banner.campaign);
        }}
      >
        <Icon name="close" size="small" />
      </button>
    </section>
  );
}
