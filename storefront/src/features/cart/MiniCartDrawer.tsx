import { MAX_VARIANT_QUANTITY } from '@gamelle/contract/cart/limits';
import {
  Alert,
  Button,
  buttonClassName,
  Counter,
  Dialog,
  FreeShippingProgress,
  Price,
  Stack,
  Text,
} from '@gamelle/design-system';
import { Link } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { animalCategorySlugs, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { CartTotals } from './CartTotals.tsx';
import { cartCount } from './cart-count.ts';
import * as styles from './cart.css.ts';
import { cartMessages } from './messages.ts';
import { cartShellMessages } from './shell-messages.ts';
import { useCart } from './use-cart.ts';
import { useCartLineActions } from './use-line-actions.ts';

/**
 * The mini-cart: a side sheet (the design system's dialog, `placement="end"`: focus trapped, Escape, the
 * screen's full height, the whole width on a phone) with each line's picture, quantity and removal, the
 * free-shipping nudge (the threshold is the server's), the totals as the server computed them, « Voir le panier »
 * and « Commander ». Loaded on demand by `MiniCart`.
 */
export default function MiniCartDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useMessages(cartMessages);
  const shell = useMessages(cartShellMessages);
  const locale = useLocale();
  const { data: cart } = useCart();
  const { actions, error, linesRef, emptyRef } = useCartLineActions();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        placement="end"
        aria-describedby={undefined}
        data-testid="mini-cart-drawer"
        onCloseAutoFocus={(event) => {
          // The cart button is a link the dialog does not know as its trigger: focus goes back to it by hand.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <Dialog.Title>
          {shell.miniCartTitle}
          <span className={styles.drawerCount}>{shell.miniCartCount(cartCount(cart))}</span>
        </Dialog.Title>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        {!cart || cart.items.length === 0 ? (
          <div ref={emptyRef} tabIndex={-1} className={styles.focusTarget}>
            <Stack space="medium" align="left">
              <Text as="p">{t.empty}</Text>
              <Link
                to="/$/"
                params={{ _splat: animalCategorySlugs[locale].dog }}
                className={buttonClassName()}
                onClick={close}
              >
                {t.emptyCta}
              </Link>
            </Stack>
          </div>
        ) : (
          <>
            <FreeShippingProgress
              totalCents={cart.itemsTotal - cart.orderPromotionTotal}
              thresholdCents={cart.freeShippingThreshold}
            />
            <ul
              className={styles.drawerLines}
              ref={linesRef as RefObject<HTMLUListElement | null>}
              aria-label={t.lines}
            >
              {cart.items.map((item) => {
                const product = `${item.productName} ${item.variantName}`;
                return (
                  <li key={item.id} className={styles.drawerLine} data-item-id={item.id} data-testid="mini-cart-line">
                    {item.imageUrl ? (
                      // The name beside it says what it shows: the picture is decoration here.
                      <img className={styles.drawerThumbnail} src={item.imageUrl} alt="" width={72} height={72} />
                    ) : (
                      <span className={styles.drawerThumbnail} />
                    )}
                    <Stack space="xsmall">
                      <Text as="p" weight="strong">
                        {item.productName}
                      </Text>
                      <Text as="p" tone="secondary" size="small">
                        {item.variantName}
                        {item.subscriptionInterval !== null ? ` · ${t.subscribed}` : ''}
                      </Text>
                      <div className={styles.drawerLineControls}>
                        <Counter
                          id={`mini-cart-${item.id}-quantity`}
                          productName={product}
                          min={1}
                          max={MAX_VARIANT_QUANTITY}
                          value={item.quantity}
                          onChange={(quantity) => actions.setQuantity(item.id, quantity)}
                        />
                        <Button
                          variant="ghost"
                          size="small"
                          aria-label={t.remove(product)}
                          onClick={() => actions.remove(item.id)}
                        >
                          {t.removeShort}
                        </Button>
                      </div>
                    </Stack>
                    <Text as="p" weight="strong">
                      <Price cents={item.total} />
                    </Text>
                  </li>
                );
              })}
            </ul>
            <CartTotals cart={cart} />
            <div className={styles.drawerActions}>
              <Link
                to="/panier/"
                className={buttonClassName({ variant: 'secondary', fullWidth: true })}
                onClick={close}
              >
                {shell.miniCartOpen}
              </Link>
              {/* The order funnel; its route sends a visitor who is not logged in to login and back. */}
              <a
                href={toPublicPath(`/commande/${encodeURIComponent(cart.tokenValue)}/`, locale)}
                className={buttonClassName({ fullWidth: true })}
              >
                {t.checkout}
              </a>
            </div>
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
