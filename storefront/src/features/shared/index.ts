// What every feature shares: languages and their URLs, messages, the API client, SEO heads, the query client.
// It imports no feature. From outside this folder, only this file is imported (eslint.config.js).
export { afterFirstPaint } from './after-first-paint.ts';
export { ApiError, apiConfig, errorText, isNotFound } from './api/client.ts';
export { readCookies, type ApiRequestContext } from './api/api-fetch.ts';
export { onSessionEnded } from './api/session-ended.ts';
export { ContentLink } from './content-link.tsx';
export { isPlainClick } from './plain-click.ts';
export { cspNonce } from './csp-nonce.ts';
export { HeadContent, Scripts } from './head-content.tsx';
export { featuresQuery, requireFeatures } from './features.ts';
export { animalCategorySlugs } from './i18n/animal-categories.ts';
export * from './i18n/detect-locale.ts';
export * from './i18n/locales.ts';
export { defineMessages, useMessages } from './i18n/messages.ts';
export { createLocaleRewrite } from './i18n/rewrite.ts';
export * from '@gamelle/contract/shared/site-routes';
export { localeOf, useLocale } from './i18n/use-locale.ts';
export { LazyMarkdown, preloadMarkdown } from './lazy-markdown.tsx';
export { LiveMarker, markRoutesLive } from './live-marker.tsx';
export { CountrySelect, LocaleFormTargets, type CountrySelectMessages } from './locale-form.tsx';
export { serverRenderedLazy } from './server-rendered-lazy.ts';
export {
  heldFormUntilHydrated,
  heldUntilHydrated,
  deferredPartMarkers,
  useDeferredPartLive,
  useHeldPressesReplayed,
  useHeldSubmitReplayed,
} from './held-submits.ts';
export { whenIdleOrInput } from './idle-or-input.ts';
export { intentLazy } from './intent-lazy.ts';
export { deferredForm } from './deferred-form.tsx';
export { Money, useFormatMoney } from './Money.tsx';
export { TotalsRow } from './TotalsRow.tsx';
export { createQueryClient } from './query/query-client.ts';
export type { RouterContext } from './router-context.ts';
export { parseSearch, stringifySearch } from './search-params.ts';
export { pageSeo, seoHead, type PageSeo } from './seo/head.ts';
export { currentOrigin } from './seo/origin.ts';
export { useDisclosureDismiss } from './use-disclosure-dismiss.ts';
export { isBuiltPath, useIsBuiltLink } from './built-screens.ts';
export { headerTool, headerToolIconTarget, headerToolLabel } from './header-tool.css.ts';
export { HeaderToolIcon } from './header-tool-icon.tsx';
export { chip, chips } from './chips.css.ts';
