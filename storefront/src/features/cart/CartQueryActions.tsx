import { useLocation, useRouter } from '@tanstack/react-router';
import './cart.css.ts';
import { useEffect, useState } from 'react';
import { useMessages } from '../shared/index.ts';
import { hasCartQueryParams, withoutCartQueryParams } from './cart-query-detect.ts';
import type { CartQueryOutcome } from './run-cart-query-action.ts';
import { cartMessages } from './messages.ts';
import { useCartActions } from './use-cart.ts';

/**
 * `?variantId=…&quantity=…&targetQuantity=…` on any page adds to the cart, then leaves the URL (replaced, so
 * Back and a reload do not add again). An invalid code is ignored with a notice.
 */
export function CartQueryActions() {
  const t = useMessages(cartMessages);
  const router = useRouter();
  const controller = useCartActions();
  const searchStr = useLocation({ select: (l) => l.searchStr });
  const [outcome, setOutcome] = useState<CartQueryOutcome>('none');

  useEffect(() => {
    if (!hasCartQueryParams(searchStr)) return;
    let cancelled = false;
    void import('./run-cart-query-action.ts')
      .then(({ runCartQueryAction }) => runCartQueryAction(searchStr, controller))
      .then((result) => {
        if (cancelled) return;
        setOutcome(result);
        const { pathname, hash } = router.state.location;
        void router.navigate({
          href: `${pathname}${withoutCartQueryParams(searchStr)}${hash ? `#${hash}` : ''}`,
          replace: true,
          resetScroll: false,
        });
      });
    return () => {
      cancelled = true;
    };
  }, [searchStr, controller, router]);

  if (outcome === 'none') return null;
  const critical = outcome === 'invalid' || outcome === 'failed';
  return (
    <div className={`notice page-notice ${critical ? 'notice--critical' : 'notice--positive'}`} role="status">
      {outcome === 'invalid' ? t.queryIgnored : outcome === 'failed' ? t.genericError : t.queryAdded}
      <button type="button" className="notice__close" aria-label={t.close} onClick={() => setOutcome('none')}>
        ×
      </button>
    </div>
  );
}
