import { buttonClassName, Price, VisuallyHidden } from '@gamelle/design-system';
import { Link } from '@tanstack/react-router';
import * as styles from './cart.css.ts';
import { useId } from 'react';
import { headerTool, useDisclosureDismiss, useMessages } from '../shared/index.ts';
import { cartShellMessages } from './shell-messages.ts';
import { cartCount } from './optimistic-cart.ts';
import { useCart } from './use-cart.ts';

/**
 * The header's cart entry and mini-cart: the count, and on demand a summary of the lines and the total with a
 * way to the cart page. A `<details>` disclosure: keyboard and screen-reader friendly, and it opens without
 * JavaScript; with it, Escape, a press outside and a navigation close it.
 */
export function MiniCart() {
  const t = useMessages(cartShellMessages);
  const id = useId();
  const { data: cart } = useCart();
  const count = cartCount(cart);
  const disclosure = useDisclosureDismiss();
  return (
    <details className={styles.miniCart} ref={disclosure} data-testid="mini-cart">
      <summary className={`${headerTool} ${styles.miniCartSummary}`}>
        {t.miniCartLabel}
        <span className={styles.cartCount} aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
        {/* The visible name starts the accessible one (WCAG 2.5.3), the count is spelled out after it. */}
        <VisuallyHidden>{t.miniCartCount(count)}</VisuallyHidden>
      </summary>
      <div className={styles.miniCartPanel} aria-labelledby={id}>
        <p id={id} className={styles.miniCartTitle}>
          {t.miniCartTitle}
        </p>
        {cart && cart.items.length ? (
          <>
            <ul className={styles.miniCartLines}>
              {cart.items.map((item) => (
                <li key={item.id}>
                  <span>
                    {item.quantity} × {item.productName} ({item.variantName})
                  </span>
                  <Price cents={item.total} />
                </li>
              ))}
            </ul>
            <p className={styles.miniCartTotal}>
              <span>{t.total}</span> <Price cents={cart.total} />
            </p>
          </>
        ) : (
          <p>{t.empty}</p>
        )}
        <Link to="/panier/" className={buttonClassName({ size: 'small' })}>
          {t.miniCartOpen}
        </Link>
      </div>
    </details>
  );
}
