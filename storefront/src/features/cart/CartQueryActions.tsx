import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { hasCartQueryParams } from './cart-query-detect.ts';

// The runner (the cart's actions, its notice) loads only for a URL that carries a cart action (issue 19: it was in
// every page's first load for the few that do).
const CartQueryRunner = lazy(() => import('./CartQueryRunner.tsx').then((m) => ({ default: m.CartQueryRunner })));

/**
 * `?variantId=…&quantity=…&targetQuantity=…` on any page adds to the cart, then leaves the URL (CartQueryRunner.tsx).
 * Once a URL has carried one, the runner stays mounted: its notice outlives the URL it cleaned.
 */
export function CartQueryActions() {
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (hasCartQueryParams(searchStr)) setWanted(true);
  }, [searchStr]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartQueryRunner />
    </Suspense>
  );
}
