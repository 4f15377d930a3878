import { Icon } from '@gamelle/design-system';
import { useEffect, useState } from 'react';
import { ContentLink, useMessages } from '../shared/index.ts';
import { bannerMessages } from './banner-messages.ts';
import { bannerClosed, closeBanner } from './banner-storage.ts';
import { reportCampaign } from './runtime-door.ts';
import { useMarketing } from './store.ts';
import * as styles from './marketing.css.ts';

/**
 * The campaign banner at the top of the header (spec §7 `top_header`). Its band is reserved in the server's HTML,
 * so the banner arriving moves nothing; the band is a polite live region, so a screen reader hears the campaign
 * without losing its place, and nothing takes focus. Closing hides it for the rest of the visit (this tab).
 */
export function TopBanner() {
  const t = useMessages(bannerMessages);
  const banner = useMarketing((state) => state.banner);
  // Closing empties the band: a shift the visitor asked for (browsers do not count it as layout shift).
  const [collapsed, setCollapsed] = useState(false);
  const [closed, setClosed] = useState<string | null>(null);
  const shown = banner && banner.campaign !== closed && !bannerClosed(banner.campaign) ? banner : null;
  const campaign = shown?.campaign;

  useEffect(() => {
    if (campaign) reportCampaign(campaign);
  }, [campaign]);

  return (
    <div
      id="top-header-banner"
      className={styles.bannerSlot}
      data-collapsed={collapsed && !shown ? 'true' : 'false'}
      aria-live="polite"
      // What a campaign says changes with the shop's calendar: the visual suite masks the band (its size is fixed).
      data-visual-mask=""
    >
      {shown ? (
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
              setClosed(shown.campaign);
              setCollapsed(true);
            }}
          >
            <Icon name="close" size="small" />
          </button>
        </section>
      ) : null}
    </div>
  );
}
