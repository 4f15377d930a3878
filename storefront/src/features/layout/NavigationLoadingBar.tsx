import { useRouterState } from '@tanstack/react-router';

/** Thin progress bar while the router loads the next page (spec §2: loading bar during page changes). */
export function NavigationLoadingBar({ label }: { label: string }) {
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  return (
    <div
      className="loading-bar"
      data-loading={loading || undefined}
      role="progressbar"
      aria-label={label}
      aria-hidden={!loading}
    />
  );
}
