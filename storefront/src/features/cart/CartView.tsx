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
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMessages, useLocale, animalCategorySlugs, toPublicPath } from '../shared/index.ts';
import { CartActionError } from './cart-controller.ts';
import { CartLineRow, type CartLineActions } from './CartLineRow.tsx';
import { CartTotals } from './CartTotals.tsx';
import { CouponForm } from './CouponForm.tsx';
import * as styles from './cart.css.ts';
import { cartMessages } from './messages.ts';
import { useCart, useCartActions } from './use-cart.ts';

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
  const controller = useCartActions();
  const [error, setError] = useState<string | null>(null);
  const linesRef = useRef<HTMLElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const focusAfterRemoval = useRef<number | 'empty' | null>(null);
  const messageOf = (e: unknown) => (e instanceof CartActionError && e.serverMessage) || t.genericError;
  const guard = (action: () => Promise<unknown>) => {
    setError(null);
    action().catch((e: unknown) => setError(messageOf(e)));
  };
  const actions: CartLineActions = {
    setQuantity: (id, quantity) => guard(() => controller.setQuantity(id, quantity)),
    setSubscription: (id, interval) => guard(() => controller.setSubscription(id, interval)),
    remove: (id) => {
      const lines = controller.cart?.items ?? [];
      const next = lines[lines.findIndex((i) => i.id === id) + 1] ?? lines.find((i) => i.id !== id);
      // The removed line's button goes away: focus moves to the line taking its place, else to the empty cart.
      focusAfterRemoval.current = next ? next.id : 'empty';
      guard(() => controller.remove(id));
    },
  };
  useEffect(() => {
    const wanted = focusAfterRemoval.current;
    if (wanted === null) return;
    const target =
      wanted === 'empty'
        ? emptyRef.current
        : linesRef.current?.querySelector<HTMLElement>(`[data-item-id="${wanted}"] input[role="spinbutton"]`);
    if (!target) return;
    focusAfterRemoval.current = null;
    target.focus();
  });
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
