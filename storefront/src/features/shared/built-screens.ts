import { routesTable, screenOf, toInternalPath, type Screen } from '@gamelle/contract/shared/site-routes';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';

/** Screens whose route answers whatever the content names (the catalogue's and the content's own pages). */
const contentScreens: ReadonlySet<Screen> = new Set<Screen>([
  'home',
  'category',
  'page',
  'landing',
  'product',
  'samples',
]);

/**
 * Whether a public path of this shop leads to a screen that exists, judged by the route tree's paths (`/magasins/`,
 * `/faq/{-$faqQuery}/`): until a screen's route file lands, menus, footer and sitemap leave its links out (issue 12:
 * no dead ends); they come back by themselves when it does. External URLs are not this rule's business.
 */
export function isBuiltPath(publicPath: string, routePaths: ReadonlySet<string>): boolean {
  if (!publicPath.startsWith('/')) return true;
  const screen = screenOf(toInternalPath(new URL(publicPath, 'http://shop.local').pathname).path);
  if (contentScreens.has(screen)) return true;
  const pattern = routesTable.find((row) => row.screen === screen)?.fr;
  return pattern !== undefined && (routePaths.has(pattern) || routePaths.has(pattern.replace(/\/$/, '')));
}

/** `isBuiltPath` over the current router's routes. */
export function useIsBuiltLink(): (url: string, external?: boolean) => boolean {
  const router = useRouter();
  const paths = useMemo(() => new Set(Object.keys(router.routesByPath)), [router]);
  return (url, external) => external === true || isBuiltPath(url, paths);
}
