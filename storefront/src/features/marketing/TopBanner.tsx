import { lazy, Suspense, useState } from 'react';
import { bannerClosed } from './banner-storage.ts';
import { useMarketing } from './store.ts';
import * as styles from './marketing.css.ts';

// What the banner shows, its close button and icon load once a campaign has a banner (issue 19): the tracker that
// brings one loads after the page anyway, and the band stays reserved meanwhile.
const TopBannerContent = lazy(() => import('./TopBannerContent.tsx').then((m) => ({ default: m.TopBannerContent })));

/**
 * The campaign banner at the top of the header (spec §7 `top_header`). Its band is reserved in the server's HTML,
 * so the banner arriving moves nothing; the band is a polite live region, so a screen reader hears the campaign
 * without losing its place, and nothing takes focus. Closing hides it for the rest of the visit (this tab).
 */
export function TopBanner() {
  const banner = useMarketing((state) => state.banner);
  // Closing empties the band: a shift the visitor asked for (browsers do not count it as layout shift).
  const [closed, setClosed] = useState<string | null>(null);
  // A campaign closed earlier in this visit stays closed; after a close on this page the band folds even when the
  // next campaign is one closed before.
  const shown = banner && banner.campaign !== closed && !bannerClosed(banner.campaign) ? banner : null;
  return (
    <div
      id="top-header-banner"
      className={styles.bannerSlot}
      data-collapsed={closed !== null && !shown ? 'true' : 'false'}
      aria-live="polite"
      // What a campaign says changes with the shop's calendar: the visual suite masks the band (its size is fixed).
      data-visual-mask=""
    >
      {shown ? (
        <Suspense fallback={null}>
          <TopBannerContent banner={shown} onClose={setClosed} />
        </Suspense>
      ) : null}
    </div>
  );
}
