import { useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, memo, Suspense, useEffect } from 'react';
import { serverRenderedLazy, useLocale } from '../shared/index.ts';
import { loadRuntime } from './runtime-door.ts';
import { useMarketing } from './store.ts';

const CampaignPopup = lazy(() => import('./CampaignPopup.tsx'));
// In the server's HTML for a visitor who has not answered: it is the first paint's, not a late arrival that would be
// the page's largest paint (it was, at 1.6–2.2 s, on a phone's category page). Its code still loads after the page's.
const { Component: ConsentBanner, preload: preloadConsentBanner } = serverRenderedLazy(
  () => import('./ConsentBanner.tsx'),
);
export { preloadConsentBanner };

/**
 * The banner behind its own boundary, in a part that renders again only when it is shown or hidden. The server's
 * banner is hydrated in place once its code arrives; a render of the root from above meanwhile (the router settling
 * after hydration changes `page`) reached the boundary before it had hydrated, and React then drops the server's HTML
 * and renders the banner anew: a frame without it, a keyboard focus inside it lost, and, on a first visit, a second
 * largest paint late in the load.
 */
const ConsentSlot = memo(function ConsentSlot() {
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
});

/**
 * Mounted once by the root: each page, once loaded, is tracked (the tracker's code arrives after the page's own);
 * the answer's pop-up and the consent banner render here, their code loaded when they show. The server renders the
 * consent banner when the request holds no answer (`consentAsked`, the root loader's); the pop-up only in the browser.
 */
export function MarketingRoot({ consentAsked }: { consentAsked: boolean }) {
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
      {(consentOpen ?? consentAsked) ? <ConsentSlot /> : null}
    </>
  );
}
