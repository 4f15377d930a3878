import { VisuallyHidden } from '@gamelle/design-system';
import { Link, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { headerTool, HeaderToolIcon, headerToolLabel, isPlainClick, useMessages } from '../shared/index.ts';
import * as styles from './cart.css.ts';
import { cartCount } from './cart-count.ts';
import { miniCartMessages } from './mini-cart-messages.ts';
import { useCart } from './use-cart.ts';

const loadDrawer = () => import('./MiniCartDrawer.tsx');
const MiniCartDrawer = lazy(loadDrawer);

/**
 * The header's cart button and its drawer. In the HTML it is a link to the cart page (so it works before and
 * without JavaScript); once the page runs it opens the mini-cart drawer instead, whose code (the dialog, the
 * line controls) loads on the first hover, focus or press, so no page's first load carries it. A navigation
 * closes the drawer; closing it gives focus back to this button.
 */
export function MiniCart() {
  const t = useMessages(miniCartMessages);
  const { data: cart } = useCart();
  const count = cartCount(cart);
  const [open, setOpen] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const router = useRouter();
  useEffect(() => setEnhanced(true), []);
  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router]);
  const preload = () => {
    if (!enhanced) return;
    void loadDrawer();
    setWanted(true);
  };
  const openDrawer = () => {
    setWanted(true);
    setOpen(true);
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the link's way: the cart page.
    if (!enhanced || !isPlainClick(event)) return;
    event.preventDefault();
    openDrawer();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // It is a button once the page runs: Space presses it too.
    if (!enhanced || event.key !== ' ') return;
    event.preventDefault();
    openDrawer();
  };
  return (
    <>
      <Link
        to="/panier/"
        ref={trigger}
        className={`${headerTool} ${styles.miniCartButton}`}
        data-testid="mini-cart"
        {...(enhanced ? { role: 'button', 'aria-haspopup': 'dialog' as const, 'aria-expanded': open } : {})}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {/* A bag, on a phone only (its words start the link's name there too). */}
        <HeaderToolIcon path="M5 8h14l-1.2 11.2a1.5 1.5 0 0 1-1.5 1.3H7.7a1.5 1.5 0 0 1-1.5-1.3L5 8Zm4 0V6.5a3 3 0 0 1 6 0V8" />
        <span className={headerToolLabel}>{t.miniCartLabel}</span>
        <span className={styles.cartCount} aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
        {/* The visible name starts the accessible one (WCAG 2.5.3), the count is spelled out after it. */}
        <VisuallyHidden>{t.miniCartCount(count)}</VisuallyHidden>
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <MiniCartDrawer open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
