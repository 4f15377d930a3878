import { Link } from '@tanstack/react-router';
import { useMessages } from '../../lib/i18n/messages.ts';
import { layoutMessages } from '../layout/messages.ts';
import { cartCount } from './optimistic-cart.ts';
import { useCart } from './use-cart.ts';

/** The header's cart entry with the number of articles in the cart. */
export function CartLink() {
  const t = useMessages(layoutMessages);
  const { data: cart } = useCart();
  const count = cartCount(cart);
  return (
    <Link to="/panier/" className="site-header__tool site-header__cart">
      {t.cartShort}
      <span className="site-header__cart-count" aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
      {/* The visible name starts the accessible one (WCAG 2.5.3), the count is spelled out after it. */}
      <span className="visually-hidden">{t.cartCount(count)}</span>
    </Link>
  );
}
