import { Alert } from '@gamelle/design-system';
import { Link } from '@tanstack/react-router';
import { useMessages } from '../shared/index.ts';
import type { CartNotice } from './cart-form.ts';
import { cartShellMessages } from './shell-messages.ts';
import { noticeBand } from './cart.css.ts';

/** What a cart form posted without JavaScript did, said at the top of the page it came back to. */
export function CartNoticeBand({ notice }: { notice: CartNotice | null | undefined }) {
  const t = useMessages(cartShellMessages);
  if (!notice) return null;
  const critical = notice.kind === 'error' || notice.kind === 'couponRequired';
  return (
    <div className={noticeBand}>
      <Alert tone={critical ? 'critical' : 'positive'}>
        {noticeText(notice, t)}
        {notice.kind === 'added' ? (
          <>
            {' '}
            <Link to="/panier/">{t.miniCartOpen}</Link>
          </>
        ) : null}
      </Alert>
    </div>
  );
}

function noticeText(notice: CartNotice, t: (typeof cartShellMessages)['fr']): string {
  switch (notice.kind) {
    case 'added':
      return t.addedCount(notice.quantity);
    case 'updated':
      return t.updated;
    case 'removed':
      return t.removed;
    case 'couponApplied':
      return t.couponAppliedNotice;
    case 'couponRemoved':
      return t.couponRemovedNotice;
    case 'couponRequired':
      return t.couponRequired;
    case 'error':
      return notice.message ?? t.genericError;
  }
}
