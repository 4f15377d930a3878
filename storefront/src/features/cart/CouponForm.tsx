import { Badge, Box, Button, FormError, Icon, Inline, Stack, TextField } from '@gamelle/design-system';
import { useLocation } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useMessages } from '../shared/index.ts';
import { couponField } from './cart.css.ts';
import { cartFormPath } from './cart-form.ts';
import { cartMessages } from './messages.ts';
import { cartShellMessages } from './shell-messages.ts';

/**
 * Apply or remove a promo code: real forms posted to the cart endpoint without JavaScript, handled in place
 * with it. A refused code shows the server's own message (spec §8: 'Failed coupon: rejected with the server
 * error body'); an empty code is refused here (spec §5). The design system's PromoCodeField is not used yet: it
 * validates with zod and react-hook-form, which would add them to the cart page's first load.
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
  // The empty code's message is also a notice of the cart forms posted without JavaScript, on every page.
  const { couponRequired } = useMessages(cartShellMessages);
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
      <CouponFormFrame
        intent="remove"
        onSubmit={() => void run(() => onRemove(couponCode))}
        hidden={<input type="hidden" name="couponCode" value={couponCode} />}
      >
        <Inline space="small" alignY="center">
          <span role="status">
            <Badge tone="positive" icon={<Icon name="check" size="xsmall" />}>
              {t.couponApplied(couponCode)}
            </Badge>
          </span>
          <Button
            type="submit"
            name="intent"
            value="remove"
            variant="ghost"
            size="small"
            loading={pending}
            icon={<Icon name="trash" size="small" />}
          >
            {t.couponRemove(couponCode)}
          </Button>
        </Inline>
        <FormError error={error ? { message: error } : undefined} />
      </CouponFormFrame>
    );
  }
  return (
    <CouponFormFrame
      intent="apply"
      onSubmit={() => {
        if (pending) return;
        if (!code.trim()) return setError(couponRequired);
        void run(async () => {
          const failure = await onApply(code);
          if (!failure) setCode('');
          return failure;
        });
      }}
    >
      <Inline space="xsmall" alignY="bottom">
        <Box flexGrow={1} className={couponField}>
          <TextField
            label={t.couponLabel}
            name="couponCode"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={error ? true : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </Box>
        <Button type="submit" name="intent" value="apply" variant="secondary" loading={pending}>
          {t.couponApply}
        </Button>
      </Inline>
      <FormError error={error ? { message: error } : undefined} />
    </CouponFormFrame>
  );
}

/** The form both states share: posted to the cart endpoint without JavaScript, handled here with it. */
function CouponFormFrame({
  intent,
  onSubmit,
  hidden,
  children,
}: {
  intent: 'apply' | 'remove';
  onSubmit: () => void;
  hidden?: ReactNode;
  children: ReactNode;
}) {
  const here = useLocation({ select: (l) => l.publicHref });
  return (
    <form
      method="post"
      action={cartFormPath}
      noValidate
      data-intent={intent}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="cartAction" value="coupon" />
      <input type="hidden" name="redirectTo" value={here} />
      {hidden}
      <Stack space="xsmall">{children}</Stack>
    </form>
  );
}
