import { LocaleProvider, themeRootClassName } from '@gamelle/design-system';
import { gamelleFontUrl, gamelleTheme } from '@gamelle/design-system/themes/gamelle';
import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  cartNoticeLoader,
  CartNoticeBanner,
  preloadCartNotice,
  cartQueryOptions,
  CartQueryActions,
  withoutScriptCss,
} from '../features/cart/index.ts';
import { contentQueries } from '../features/content/index.ts';
import { MinimalLayout, preloadFooterLinks, preloadHeaderWidgets, ShopLayout } from '../features/layout/index.ts';
import {
  consentAsked,
  MarketingRoot,
  preloadConsentBanner,
  tagManagerId,
  TAG_MANAGER_META,
} from '../features/marketing/index.ts';
import { preloadNewsletterForm } from '../features/service/index.ts';
import { HeadContent, Scripts, languageTag, localeOf, preloadMarkdown, useLocale } from '../features/shared/index.ts';
import type { Locale, RouterContext } from '../features/shared/index.ts';
import { visitorMarker } from '../features/session/index.ts';
import '../styles/global.css.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match, matches }: RootHeadContext) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#ffffff' },
      // The title of a page that sets none (the not-found page above all), in the page's language: a Dutch 404 had
      // the French title. A page's own title, deeper, replaces it.
      {
        title: rootTitle(
          match.loaderData?.locale ?? 'fr',
          matches.some((m) => m.status === 'notFound' || m.globalNotFound === true),
        ),
      },
      // The tag manager's container, when one is configured: loaded only after the visitor's consent.
      ...tagManagerMeta(),
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      // Nunito's one variable file (every weight) is fetched with the stylesheet rather than after it: the first
      // paint's text is usually already in Nunito (the fallback face is metric-matched for when it is not).
      { rel: 'preload', href: gamelleFontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
    ],
  }),
  // The cart (header count, mini-cart) is read on the server from the cart cookie and travels in the HTML.
  loader: async ({ context: { queryClient }, location }) => {
    const locale = localeOf(location);
    // A visitor who has not answered about cookies gets the consent banner in the server's HTML.
    const askConsent = consentAsked();
    // Menus are prefetched without failing the page: a shop without its menu still sells.
    await Promise.all([
      // The mega-menu, the footer's links and newsletter form, markdown and a cart notice render in place in the server's every response
      // (serverRenderedLazy).
      import.meta.env.SSR
        ? Promise.all([
            preloadFooterLinks(),
            preloadHeaderWidgets(),
            preloadNewsletterForm(),
            preloadMarkdown(),
            preloadCartNotice(),
            askConsent ? preloadConsentBanner() : undefined,
          ])
        : undefined,
      queryClient.ensureQueryData(cartQueryOptions(locale)),
      queryClient.prefetchQuery(contentQueries.header(locale)),
      queryClient.prefetchQuery(contentQueries.footer(locale)),
    ]);
    // A cart form posted without JavaScript redirected here: say what it did. The page's visitor marker (spec §4):
    // anonymous, logged or subscriber, from the session's marker cookie.
    return { cartNotice: cartNoticeLoader(), visitor: visitorMarker(), consentAsked: askConsent, locale };
  },
  shellComponent: RootDocument,
  component: RootLayout,
});

// The session's keeper (refresh before expiry, the other tabs, the end of the session) renders nothing and runs only
// for a logged-in customer: it loads after the page rather than with every visitor's first load. If its chunk cannot
// load (a new build deployed), the page stays as it is; the next page load tries again.
const SessionKeeper = lazy(() =>
  import('../features/session/lazy.ts').then(
    (session) => ({ default: session.SessionKeeper }),
    () => ({ default: () => null }),
  ),
);

/** What the root's head reads of its context (typed here: inferring it from the loader would be circular). */
interface RootHeadContext {
  match: { loaderData?: { locale?: Locale } };
  matches: ReadonlyArray<{ status: string; globalNotFound?: boolean }>;
}

const rootTitles = {
  fr: { site: 'Gamelle, croquettes et pâtées fabriquées en France', notFound: 'Page non trouvée | Gamelle' },
  nl: { site: 'Gamelle, brokken en natvoer gemaakt in Frankrijk', notFound: 'Pagina niet gevonden | Gamelle' },
} satisfies Record<Locale, { site: string; notFound: string }>;

/** The root's title: the shop's name and trade, or 'Page non trouvée' (spec §2) when the page is the not-found one. */
function rootTitle(locale: Locale, notFound: boolean): string {
  return rootTitles[locale][notFound ? 'notFound' : 'site'];
}

function tagManagerMeta() {
  const id = tagManagerId();
  return id ? [{ name: TAG_MANAGER_META, content: id }] : [];
}

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const visitor = Route.useLoaderData({ select: (data) => data?.visitor ?? 'anonymous' });
  // `html[data-hydrated]` (the page is live) is set after the route's own component: features/shared/live-marker.tsx.
  return (
    <html
      lang={languageTag(locale)}
      className={`${gamelleTheme.className} ${themeRootClassName}`}
      data-visitor={visitor}
    >
      <head>
        <HeadContent />
        {/* What only a page without JavaScript shows (the cart line's « Mettre à jour »): no shift once it runs. */}
        <noscript>
          <style>{withoutScriptCss}</style>
        </noscript>
      </head>
      <body>
        <LocaleProvider locale={locale}>
          {children}
          {visitor === 'anonymous' ? null : (
            <Suspense fallback={null}>
              <SessionKeeper />
            </Suspense>
          )}
        </LocaleProvider>
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Landing pages opt out of the header and footer with `staticData: { layout: 'none' }`; login takes the minimal
 * display of spec §2 with `staticData: { layout: 'minimal' }` (the logo only, no menus or footer).
 */
function RootLayout() {
  const layout = useMatches({ select: (matches) => matches.find((m) => m.staticData.layout)?.staticData.layout });
  const cartNotice = Route.useLoaderData({ select: (data) => data?.cartNotice });
  const askConsent = Route.useLoaderData({ select: (data) => data?.consentAsked ?? false });
  if (layout === 'minimal') {
    return (
      <MinimalLayout>
        <CartNoticeBanner notice={cartNotice} />
        <Outlet />
        <MarketingRoot consentAsked={askConsent} />
      </MinimalLayout>
    );
  }
  if (layout === 'none') {
    return (
      <>
        <CartQueryActions />
        <CartNoticeBanner notice={cartNotice} />
        <Outlet />
        <MarketingRoot consentAsked={askConsent} />
      </>
    );
  }
  return (
    <ShopLayout>
      <CartQueryActions />
      <CartNoticeBanner notice={cartNotice} />
      <Outlet />
      <MarketingRoot consentAsked={askConsent} />
    </ShopLayout>
  );
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: 'none' | 'minimal';
  }
}
