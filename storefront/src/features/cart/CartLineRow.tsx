import { DEFAULT_DELIVERY_FREQUENCY, isDeliveryFrequencyCode } from '@gamelle/contract/subscription/frequencies';
import type { CartItem } from '@gamelle/contract/cart/schema';
import {
  Box,
  Button,
  Counter,
  FrequencySelect,
  Inline,
  Price,
  RadioGroup,
  Stack,
  Text,
  VisuallyHidden,
} from '@gamelle/design-system';
import { useLocation } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import { useMessages } from '../shared/index.ts';
import { cartFormPath } from './cart-form.ts';
import * as styles from './cart.css.ts';
import { cartMessages } from './messages.ts';
import { MAX_VARIANT_QUANTITY } from '@gamelle/contract/cart/limits';

export interface CartLineActions {
  setQuantity: (itemId: number, quantity: number) => void;
  setSubscription: (itemId: number, interval: number | null) => void;
  remove: (itemId: number) => void;
}

/**
 * One line: product, unit price, quantity, once or subscribed (with its frequency), total, remove. The line is a
 * form posted to the cart endpoint, so it works without JavaScript (where « Mettre à jour » sends the quantity
 * and purchase mode); with JavaScript every change is sent as it is made and that button is not shown.
 */
export function CartLineRow({ item, actions }: { item: CartItem; actions: CartLineActions }) {
  const t = useMessages(cartMessages);
  const id = useId();
  const here = useLocation({ select: (l) => l.publicHref });
  const product = `${item.productName} ${item.variantName}`;
  const subscribed = item.subscriptionInterval !== null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.value === 'remove') actions.remove(item.id);
  };
  return (
    <Box
      as="li"
      padding="medium"
      borderRadius="standard"
      borderWidth="standard"
      borderStyle="solid"
      borderColor="subtle"
      background="surface"
      data-testid="cart-line"
      data-variant={item.variantCode}
      data-item-id={item.id}
    >
      <form method="post" action={cartFormPath} onSubmit={onSubmit}>
        <input type="hidden" name="cartAction" value="line" />
        <input type="hidden" name="itemId" value={item.id} />
        <input type="hidden" name="redirectTo" value={here} />
        <Stack space="small">
          <Inline space="small" align="spaceBetween" alignY="top">
            <Stack space="xxsmall">
              <Text as="p" weight="strong">
                {item.productName}
              </Text>
              <Text as="p" tone="secondary">
                {item.variantName}
              </Text>
              <Text as="p" tone="secondary">
                {t.unitPriceLabel}{' '}
                <Price
                  cents={item.discountedUnitPrice}
                  originalCents={subscribed ? item.unitPrice : undefined}
                  size="small"
                />
              </Text>
            </Stack>
            <Text as="p" weight="strong">
              <VisuallyHidden>{t.lineTotalLabel} </VisuallyHidden>
              <Price cents={item.total} />
            </Text>
          </Inline>
          <RadioGroup
            label={<VisuallyHidden>{t.purchaseMode(product)}</VisuallyHidden>}
            name="purchase"
            orientation="horizontal"
            value={subscribed ? 'subscription' : 'once'}
            onValueChange={(value) =>
              actions.setSubscription(item.id, value === 'subscription' ? DEFAULT_DELIVERY_FREQUENCY : null)
            }
            options={[
              { value: 'once', label: t.purchaseOnce },
              { value: 'subscription', label: t.subscribe },
            ]}
          />
          {subscribed ? (
            <FrequencySelect
              id={`${id}-frequency`}
              name="frequency"
              label={t.frequency}
              value={
                isDeliveryFrequencyCode(item.subscriptionInterval)
                  ? item.subscriptionInterval
                  : DEFAULT_DELIVERY_FREQUENCY
              }
              onChange={(code) => actions.setSubscription(item.id, code)}
            />
          ) : null}
          <Inline space="small" align="spaceBetween" alignY="center">
            <Inline space="small" alignY="center">
              <Counter
                id={`${id}-quantity`}
                name="quantity"
                productName={product}
                min={1}
                max={MAX_VARIANT_QUANTITY}
                value={item.quantity}
                onChange={(quantity) => actions.setQuantity(item.id, quantity)}
              />
              {/* First in the form, so Enter in the quantity field sends it too; hidden once the page runs. */}
              <span className={styles.withoutScript}>
                <Button
                  type="submit"
                  name="intent"
                  value="update"
                  variant="secondary"
                  size="small"
                  aria-label={t.updateLine(product)}
                >
                  {t.update}
                </Button>
              </span>
            </Inline>
            <Button
              type="submit"
              name="intent"
              value="remove"
              variant="secondary"
              size="small"
              aria-label={t.remove(product)}
            >
              {t.removeShort}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Box>
  );
}
