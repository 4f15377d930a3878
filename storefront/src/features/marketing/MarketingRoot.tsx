import { useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useLocale } from '../shared/index.ts';
import { loadRuntime } from './runtime-door.ts';
import { useMarketing } from './store.ts';

const CampaignPopup = lazy(() => import('./CampaignPopup.tsx'));
const ConsentBanner = lazy(() => import('./ConsentBanner.tsx'));

/**
 * Mounted once by the root: each page, once loaded, is tracked (the tracker's code arrives after the page's own);
 * the answer's pop-up and the consent banner render here, their code loaded when they show. Nothing on the server.
 */
export function MarketingRoot() {
  const router = useRouter();
  const locale = useLocale();
  // The page's own key: a navigation, even to the same URL, is a new page view; the router settling again is not.
  const page = useRouterState({
    select: (s) =>
      s.status === 'idle' ? (s.resolvedLocation?.state.__TSR_key ?? s.resolvedLocation?.href) : undefined,
  });
  const popup = useMarketing((state) => state.popup);
  const consentOpen = useMarketing((state) => state.consentOpen);

  useEffect(() => {
    if (page === undefined) return;
    void loadRuntime().then((runtime) => runtime.pageLoaded(router, locale, page));
  }, [page, locale, router]);

  return (
    <>
      {popup ? (
        <Suspense fallback={null}>
          <CampaignPopup popup={popup} />
        </Suspense>
      ) : null}
      {consentOpen ? (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      ) : null}
    </>
  );
}
