import { Alert } from '@gamelle/design-system';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useMessages } from '../shared/index.ts';
import { hasCartQueryParams, withoutCartQueryParams } from './cart-query-detect.ts';
import type { CartQueryOutcome } from './run-cart-query-action.ts';
import { cartShellMessages } from './shell-messages.ts';
import { useCartActions } from './use-cart.ts';
import { noticeBand } from './cart.css.ts';

/**
 * `?variantId=…&quantity=…&targetQuantity=…` on any page adds to the cart, then leaves the URL (replaced, so
 * Back and a reload do not add again). An invalid code is ignored with a notice.
 */
export function CartQueryRunner() {
  const t = useMessages(cartShellMessages);
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
        // The public path: on a Dutch page the internal (French) one would switch the page to French.
        const { publicHref, hash } = router.state.location;
        const pathname = publicHref.split(/[?#]/)[0] ?? '/';
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
    <div className={noticeBand}>
      <Alert tone={critical ? 'critical' : 'positive'} onDismiss={() => setOutcome('none')}>
        {outcome === 'invalid' ? t.queryIgnored : outcome === 'failed' ? t.genericError : t.queryAdded}
      </Alert>
    </div>
  );
}
