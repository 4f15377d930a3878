import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../shared/index.ts';
import { CartActionError } from './cart-action-error.ts';
import type { CartLineActions } from './CartLineRow.tsx';
import { cartShellMessages } from './shell-messages.ts';
import { useCartActions } from './use-cart.ts';

/**
 * The line controls of a cart list (the cart page, the mini-cart drawer): each change goes to the cart's actions,
 * a refusal shows the server's message (or the generic one), and a removed line's focus moves to the line taking
 * its place, else to `emptyTarget` (the removed line's button goes away with it).
 */
export function useCartLineActions() {
  const t = useMessages(cartShellMessages);
  const cart = useCartActions();
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
    setQuantity: (id, quantity) => guard(() => cart.setQuantity(id, quantity)),
    setSubscription: (id, interval) => guard(() => cart.setSubscription(id, interval)),
    remove: (id) => {
      const lines = cart.cart?.items ?? [];
      const next = lines[lines.findIndex((i) => i.id === id) + 1] ?? lines.find((i) => i.id !== id);
      focusAfterRemoval.current = next ? next.id : 'empty';
      guard(() => cart.remove(id));
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
  return { actions, error, messageOf, linesRef, emptyRef, cart };
}
