import type { Cart } from '@gamelle/contract/cart/schema';
import { FreeShippingProgress } from '@gamelle/design-system';
import './cart.css.ts';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useMessages, useLocale, toPublicPath, animalCategorySlugs } from '../shared/index.ts';
import { CartActionError } from './cart-controller.ts';
import { CartLineRow, type CartLineActions } from './CartLineRow.tsx';
import { CartTotals } from './CartTotals.tsx';
import { CouponForm } from './CouponForm.tsx';
import { cartMessages } from './messages.ts';
import { useCart, useCartActions } from './use-cart.ts';

/** The server's cart answer also carries its free-shipping threshold (read, never hard-coded, spec §9). */
type CartWithShipping = Cart & { freeShippingThreshold?: number };

/** The cart's content: lines, promo code, free-shipping progress, totals and the way to checkout. */
/**
 * `suggestions` renders the products suggested under a non-empty cart: the route composes it from the catalogue,
 * so the cart feature does not import the catalogue (the catalogue's buy box imports the cart).
 */
export function CartView({ suggestions }: { suggestions?: (title: string) => ReactNode }) {
  const t = useMessages(cartMessages);
  const locale = useLocale();
  const { data: cart, isPending } = useCart();
  const controller = useCartActions();
  const [error, setError] = useState<string | null>(null);
  const messageOf = (e: unknown) => (e instanceof CartActionError && e.serverMessage) || t.genericError;
  const guard = (action: () => Promise<unknown>) => {
    setError(null);
    action().catch((e: unknown) => setError(messageOf(e)));
  };
  const actions: CartLineActions = {
    setQuantity: (id, quantity) => guard(() => controller.setQuantity(id, quantity)),
    setSubscription: (id, interval) => guard(() => controller.setSubscription(id, interval)),
    remove: (id) => guard(() => controller.remove(id)),
  };
  const couponAction = (call: () => Promise<unknown>) =>
    call().then(
      () => null,
      (e: unknown) => messageOf(e),
    );

  if (isPending) return <p role="status">{t.loading}</p>;
  return (
    <>
      {error ? (
        <p className="notice notice--critical" role="alert">
          {error}
        </p>
      ) : null}
      {!cart || cart.items.length === 0 ? (
        <div className="cart-empty">
          <p>{t.empty}</p>
          <Link to="/$/" params={{ _splat: animalCategorySlugs[locale].dog }} className="button">
            {t.emptyCta}
          </Link>
        </div>
      ) : (
        <div className="cart">
          <section aria-label={t.lines}>
            <ul className="cart__lines">
              {cart.items.map((item) => (
                <CartLineRow key={item.id} item={item} actions={actions} />
              ))}
            </ul>
          </section>
          <aside className="cart__summary">
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
            {/* The checkout comes with the account (a later issue): it starts at the login page. */}
            <a href={toPublicPath('/connexion/', locale)} className="button cart__checkout">
              {t.checkout}
            </a>
          </aside>
        </div>
      )}
      {cart && cart.items.length && suggestions ? suggestions(t.upsellsTitle) : null}
    </>
  );
}
