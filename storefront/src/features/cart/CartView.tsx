import type { Cart } from '@gamelle/contract/cart/schema';
import {
  Alert,
  Box,
  buttonClassName,
  Column,
  Columns,
  FreeShippingProgress,
  Stack,
  Text,
} from '@gamelle/design-system';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMessages, useLocale, animalCategorySlugs, toPublicPath } from '../shared/index.ts';
import { CartLineRow } from './CartLineRow.tsx';
import { CartTotals } from './CartTotals.tsx';
import { CouponForm } from './CouponForm.tsx';
import * as styles from './cart.css.ts';
import { cartMessages } from './messages.ts';
import { useCart } from './use-cart.ts';
import { useCartLineActions } from './use-line-actions.ts';

/** The server's cart answer also carries its free-shipping threshold (read, never hard-coded, spec §9). */
type CartWithShipping = Cart & { freeShippingThreshold?: number };

/**
 * The cart's content: lines, promo code, free-shipping progress, totals and the way to checkout.
 * `suggestions` renders the products suggested under a non-empty cart, given the variants already in it: the
 * route composes it from the catalogue, so the cart feature does not import the catalogue (the catalogue's buy
 * box imports the cart).
 */
export function CartView({
  suggestions,
}: {
  suggestions?: (title: string, variantCodes: readonly string[]) => ReactNode;
}) {
  const t = useMessages(cartMessages);
  const locale = useLocale();
  const { data: cart, isPending } = useCart();
  const { actions, error, messageOf, linesRef, emptyRef, cart: controller } = useCartLineActions();
  const couponAction = (call: () => Promise<unknown>) =>
    call().then(
      () => null,
      (e: unknown) => messageOf(e),
    );

  if (isPending) return <p role="status">{t.loading}</p>;
  return (
    <Stack space="xlarge">
      {error ? <Alert tone="critical">{error}</Alert> : null}
      {!cart || cart.items.length === 0 ? (
        <div ref={emptyRef} tabIndex={-1} className={styles.focusTarget}>
          <Stack space="medium" align="left">
            <Text as="p">{t.empty}</Text>
            <Link to="/$/" params={{ _splat: animalCategorySlugs[locale].dog }} className={buttonClassName()}>
              {t.emptyCta}
            </Link>
          </Stack>
        </div>
      ) : (
        <Columns space="xlarge" collapseBelow="desktop">
          <Column width="2/3">
            <section aria-label={t.lines} ref={linesRef}>
              <Box as="ul" display="flex" flexDirection="column" gap="medium" padding="none" marginY="none">
                {cart.items.map((item) => (
                  <CartLineRow key={item.id} item={item} actions={actions} />
                ))}
              </Box>
            </section>
          </Column>
          <Column>
            <Box as="aside" padding="medium" borderRadius="standard" background="sunken">
              <Stack space="medium">
                {(cart as CartWithShipping).freeShippingThreshold !== undefined ? (
                  <FreeShippingProgress
                    totalCents={cart.itemsTotal - cart.orderPromotionTotal}
                    thresholdCents={(cart as CartWithShipping).freeShippingThreshold!}
                  />
                ) : null}
                <CouponForm
                  couponCode={cart.couponCode}
                  onApply={(code) => couponAction(() => controller.applyCoupon(code))}
                  onRemove={(code) => couponAction(() => controller.removeCoupon(code))}
                />
                <CartTotals cart={cart} />
                {/* The order funnel; its route sends a visitor who is not logged in to login and back. */}
                <a
                  href={toPublicPath(`/commande/${encodeURIComponent(cart.tokenValue)}/`, locale)}
                  className={buttonClassName({ fullWidth: true })}
                  data-testid="checkout-link"
                >
                  {t.checkout}
                </a>
              </Stack>
            </Box>
          </Column>
        </Columns>
      )}
      {cart && cart.items.length && suggestions
        ? suggestions(
            t.upsellsTitle,
            cart.items.map((item) => item.variantCode),
          )
        : null}
    </Stack>
  );
}
