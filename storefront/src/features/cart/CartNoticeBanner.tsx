import { Suspense } from 'react';
import { serverRenderedLazy } from '../shared/index.ts';
import type { CartNotice } from './cart-form.ts';

// The band (an alert, its messages) is for the pages a cart form posted without JavaScript came back to: the server
// renders it in place (the root loader awaits `preloadCartNotice` when there is a notice), and its code stays out of
// every page's first load (issue 19).
const { Component: CartNoticeBand, preload: preloadCartNotice } = serverRenderedLazy(() =>
  import('./CartNoticeBand.tsx').then((m) => ({ default: m.CartNoticeBand })),
);
export { preloadCartNotice };

/** What a cart form posted without JavaScript did, said at the top of the page it came back to. */
export function CartNoticeBanner({ notice }: { notice: CartNotice | null | undefined }) {
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <CartNoticeBand notice={notice} />
    </Suspense>
  );
}
