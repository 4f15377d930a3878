import { Button, Dialog, Price, Stack, Text } from '@gamelle/design-system';
import { checkoutErrorTexts } from '@gamelle/contract/checkout/errors';
import { useLocale, useMessages } from '../shared/index.ts';
import type { CheckoutOrder } from './checkout-api.ts';
import { checkoutMessages } from './messages.ts';
import { OrderTotals } from './OrderSummary.tsx';

/**
 * The 409 `order_changed` of the complete call: the order changed (prices, stock, coupon, shipping) since the
 * customer saw it. The new totals are shown and the order is placed only when confirmed again.
 */
export function OrderChangedDialog({
  previousTotal,
  order,
  onConfirm,
  onClose,
  pending,
}: {
  previousTotal: number;
  order: CheckoutOrder | null;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
}) {
  const t = useMessages(checkoutMessages);
  const locale = useLocale();
  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {order ? (
        <Dialog.Content>
          <Dialog.Title>{t.orderChangedTitle}</Dialog.Title>
          <Dialog.Description>{checkoutErrorTexts.order_changed[locale]}</Dialog.Description>
          <Stack space="medium">
            <Text>
              {t.previousTotal} <Price cents={previousTotal} />
            </Text>
            <OrderTotals order={order} />
          </Stack>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="ghost">{t.back}</Button>
            </Dialog.Close>
            <Button onClick={onConfirm} loading={pending} data-testid="confirm-new-total">
              {t.orderChangedConfirm}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
