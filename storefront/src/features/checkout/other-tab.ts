// Spec §2/§8: "a dialog blocks if an action on the order is under way in another tab". The tabs of one order talk
// over a BroadcastChannel (an action starts, an action ended); and since a tab may act from another browser or
// before this one opened, a tab that regains focus asks the server for the order and compares it with the one it
// shows.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckoutOrder } from './checkout-api.ts';
import { orderSignature } from './order-view.ts';

type Message = { type: 'busy' } | { type: 'done'; signature: string };
export type OtherTabState = { kind: 'none' } | { kind: 'busy' } | { kind: 'changed'; order: CheckoutOrder | null };

export function useOtherTabGuard({
  token,
  shown,
  fetchOrder,
  ownActionPending,
}: {
  token: string;
  /** The order this tab shows. */
  shown: CheckoutOrder;
  /** Reads the order from the server, bypassing any cache. */
  fetchOrder: () => Promise<CheckoutOrder>;
  /** This tab's own call is under way: its answer, not a focus check, updates the order. */
  ownActionPending: boolean;
}) {
  const [state, setState] = useState<OtherTabState>({ kind: 'none' });
  const channel = useRef<BroadcastChannel | null>(null);
  const latest = useRef({ shown, fetchOrder, ownActionPending });
  latest.current = { shown, fetchOrder, ownActionPending };

  const check = useCallback(async () => {
    if (latest.current.ownActionPending) return;
    try {
      const server = await latest.current.fetchOrder();
      if (orderSignature(server) !== orderSignature(latest.current.shown)) setState({ kind: 'changed', order: server });
    } catch {
      // A failed check says nothing about another tab; the next action meets the server's answer anyway.
    }
  }, []);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const bc = new BroadcastChannel(`gamelle-checkout:${token}`);
    channel.current = bc;
    bc.onmessage = (event: MessageEvent<Message>) => {
      if (event.data?.type === 'busy') setState({ kind: 'busy' });
      else if (event.data?.type === 'done') {
        if (event.data.signature === orderSignature(latest.current.shown)) setState({ kind: 'none' });
        else
          void latest.current.fetchOrder().then(
            (order) => setState({ kind: 'changed', order }),
            () => setState({ kind: 'changed', order: null }),
          );
      }
    };
    return () => {
      bc.close();
      channel.current = null;
    };
  }, [token]);

  useEffect(() => {
    const onFocus = () => void check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [check]);

  return {
    state,
    dismiss: () => setState({ kind: 'none' }),
    /** Tells the other tabs that this one starts acting on the order. */
    announceBusy: () => channel.current?.postMessage({ type: 'busy' } satisfies Message),
    /** …and that it is done, with what the order now is. */
    announceDone: (order: CheckoutOrder) =>
      channel.current?.postMessage({ type: 'done', signature: orderSignature(order) } satisfies Message),
  };
}
