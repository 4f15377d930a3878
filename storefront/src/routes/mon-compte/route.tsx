import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountLayout, currentSession, requireLogin } from '../../features/customer/index.ts';
import { featuresQuery, localeOf } from '../../features/shared/index.ts';

/**
 * The account area's guard (spec §2): login required, the target remembered; the welcome page sends an
 * anonymous visitor home instead.
 */
export const Route = createFileRoute('/mon-compte')({
  beforeLoad: async ({ context: { queryClient }, location }) => {
    if (location.pathname === '/mon-compte/bienvenue/' && !currentSession()) throw redirect({ to: '/' });
    const session = requireLogin(location);
    // The menu shows only the pages the channel's feature flags let in (spec §2); read once, then from the cache.
    await queryClient.prefetchQuery(featuresQuery(localeOf(location)));
    return { session };
  },
  component: AccountLayout,
});
