import { useId, useState } from 'react';
import { useMessages } from '../shared/index.ts';
import { cartMessages } from './messages.ts';

/**
 * Apply or remove a promo code. A refused code shows the server's own message under the field (spec §8:
 * 'Failed coupon: rejected with the server error body'); an empty code is refused here (spec §5).
 */
export function CouponForm({
  couponCode,
  onApply,
  onRemove,
}: {
  couponCode: string | null;
  onApply: (code: string) => Promise<string | null>;
  onRemove: (code: string) => Promise<string | null>;
}) {
  const t = useMessages(cartMessages);
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<string | null>) => {
    setPending(true);
    setError(await action());
    setPending(false);
  };

  if (couponCode) {
    return (
      <div className="coupon">
        <p role="status">{t.couponApplied(couponCode)}</p>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={pending}
          onClick={() => void run(() => onRemove(couponCode))}
        >
          {t.couponRemove(couponCode)}
        </button>
        {error ? <p className="field-error">{error}</p> : null}
      </div>
    );
  }
  return (
    <form
      className="coupon"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        if (!code.trim()) return setError(t.couponRequired);
        void run(async () => {
          const failure = await onApply(code);
          if (!failure) setCode('');
          return failure;
        });
      }}
    >
      <label htmlFor={`${id}-code`}>{t.couponLabel}</label>
      <div className="coupon__row">
        <input
          id={`${id}-code`}
          name="couponCode"
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button button--small" aria-busy={pending || undefined}>
          {t.couponApply}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
