import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountLayout, currentSession, requireLogin } from '../../features/customer/index.ts';

/**
 * The account area's guard (spec §2): login required, the target remembered; the welcome page sends an
 * anonymous visitor home instead.
 */
export const Route = createFileRoute('/mon-compte')({
  beforeLoad: ({ location }) => {
    if (location.pathname === '/mon-compte/bienvenue/' && !currentSession()) throw redirect({ to: '/' });
    return { session: requireLogin(location) };
  },
  component: AccountLayout,
});
