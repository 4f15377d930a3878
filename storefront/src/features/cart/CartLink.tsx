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
    <Link to="/panier/" className="site-header__tool site-header__cart" aria-label={t.cart(count)}>
      <span aria-hidden="true">{t.cartShort}</span>
      <span className="site-header__cart-count" aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}
