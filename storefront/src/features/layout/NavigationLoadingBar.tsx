import { LoadingBar } from '@gamelle/design-system';
import { useRouterState } from '@tanstack/react-router';

/** The design system's loading bar while the router loads the next page (spec §2, timings of spec §9). */
export function NavigationLoadingBar() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  return <LoadingBar loading={loading} />;
}
