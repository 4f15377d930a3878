import { useMessages } from '../../lib/i18n/messages.ts';
import { cartMessages } from './messages.ts';
import { useFormatMoney } from './Money.tsx';

/**
 * Storefront-local free-shipping bar (the design system's FreeShippingProgress will replace it). The
 * threshold comes from the server's cart, never from a constant here.
 */
export function FreeShippingProgress({ itemsTotal, threshold }: { itemsTotal: number; threshold: number }) {
  const t = useMessages(cartMessages);
  const money = useFormatMoney();
  const remaining = Math.max(0, threshold - itemsTotal);
  const percent = threshold > 0 ? Math.min(100, Math.round((itemsTotal / threshold) * 100)) : 100;
  return (
    <div className="free-shipping">
      <p role="status">{remaining === 0 ? t.freeShippingReached : t.freeShippingLeft(money(remaining))}</p>
      <div
        className="free-shipping__track"
        role="progressbar"
        aria-label={t.freeShippingProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="free-shipping__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
