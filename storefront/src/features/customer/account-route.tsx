// What every account route shares: the page's SEO (kept out of search engines, spec §2) and the "coming soon"
// state of the account pages whose feature has not landed yet.
import type { ParsedLocation } from '@tanstack/react-router';
import { localeOf, pageSeo, type PageSeo } from '../shared/index.ts';
import type { accountPages } from './AccountLayout.tsx';
import { accountAreaMessages } from './account-area-messages.ts';

type AccountText = keyof (typeof accountAreaMessages)['fr'];
type StringKeys = { [K in AccountText]: (typeof accountAreaMessages)['fr'][K] extends string ? K : never }[AccountText];

export function accountSeo(location: Pick<ParsedLocation, 'pathname' | 'publicHref'>, title: StringKeys): PageSeo {
  const t = accountAreaMessages[localeOf(location)];
  return pageSeo(location, { title: `${t[title]} | Gamelle`, description: t.loginIntro, noindex: true });
}

/**
 * The loader of a route that answers, behind the login guard, with the honest "coming soon" state. The route file
 * names its component itself (`<ComingSoonPage title=… />`) so the router's code splitting keeps the account
 * screens out of every other page's first load.
 */
export function comingSoonLoader(label: (typeof accountPages)[number]['label']) {
  return ({ location }: { location: ParsedLocation }) => ({ seo: accountSeo(location, label) });
}
