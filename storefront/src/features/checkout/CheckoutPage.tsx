import { Box, Column, Columns, Heading, Spinner, Stack, Text, buttonClassName } from '@gamelle/design-system';
import type { Address } from '@gamelle/contract/address/schema';
import type { CheckoutAddressBody, PaymentMethod, ShippingMethod } from '@gamelle/contract/checkout/schema';
import type { Order } from '@gamelle/contract/order/schema';
import { useQuery, useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { deferredForm, toPublicPath, useLocale, type Locale, useMessages, whenIdleOrInput } from '../shared/index.ts';
import { checkoutApi, isAddressed, type CheckoutOrder } from './checkout-api.ts';
import { changedOrderOf, checkoutErrorText } from './errors.ts';
import { checkoutMessages } from './messages.ts';
import { OrderSummary } from './OrderSummary.tsx';
import {
  CHECKOUT_STEPS,
  furthestStep,
  latestPayment,
  pickupSearchOf,
  stepToShow,
  type CheckoutStep,
} from './order-view.ts';
import { useOtherTabGuard } from './other-tab.ts';
import {
  checkoutKeys,
  checkoutOrderQuery,
  paymentMethodsQuery,
  pickupPointsQuery,
  shippingMethodsQuery,
} from './queries.ts';

// Each step is a chunk of its own, out of the page's first load (issue 19). The address step (its form with
// react-hook-form, the phone numbers' library, the schema) is server-rendered in place (the route's loader awaits
// `preloadCheckoutSteps` on the server); the browser loads its code after the first paint, at idle or on the first
// focus, press or key, then hydrates it: what was typed meanwhile stays, a press on « Continuer » or « Utiliser
// cette adresse » is held and replayed (held-submits.ts). The shipping and payment steps load at idle, or when shown.
const loadShipping = () => import('./ShippingStep.tsx').then((m) => ({ default: m.ShippingStep }));
const loadPayment = () => import('./PaymentStep.tsx').then((m) => ({ default: m.PaymentStep }));
const { Form: AddressStep, preload: preloadAddress } = deferredForm(() =>
  import('./AddressStep.tsx').then((m) => ({ default: m.AddressStep })),
);
// The shipping step is server-rendered when a first load shows it (the customer comes back to the order): like the
// address step, its code arrives after the first paint, and a press on its « Continuer » meanwhile is held, then
// sent with the tab and relay point the step then has (held-submits.ts).
const { Form: ShippingStep, preload: preloadShipping } = deferredForm(loadShipping);
// The payment step too (a customer back from the provider's page, or reloading): its choices and a press on its
// button before its code is live are replayed, in that order (the press waits for the method's PATCH).
const { Form: PaymentStep, preload: preloadPayment } = deferredForm(loadPayment);
/** On the server: the steps render at once, in place (a no-op in the browser). */
export const preloadCheckoutSteps = () =>
  Promise.all([preloadAddress(), preloadShipping(), preloadPayment()]).then(() => undefined);

/**
 * On the server, for a first load that shows the shipping or payment step (asked, or where a reload resumes): its methods, so
 * the step renders in place instead of a spinner. When the shipping step opens on its relay tab (the order has a relay
 * point), the relay list too: a point can be picked, and « Continuer » pressed, before the step's code has run (a
 * list that fails to come is asked again in the browser: never the page's error). In the browser the step asks for
 * them itself (a no-op here).
 */
export async function preloadCheckoutData(
  queryClient: QueryClient,
  locale: Locale,
  order: CheckoutOrder,
  asked: CheckoutStep | undefined,
): Promise<void> {
  if (!import.meta.env.SSR || !isAddressed(order)) return;
  const shown = stepToShow(order, asked);
  if (shown === 'shipping') {
    const { country, postcode } = pickupSearchOf(order);
    await Promise.all([
      queryClient.ensureQueryData(shippingMethodsQuery(locale, order)),
      order.shipments[0]?.method === 'pickup_point' && postcode.trim() !== ''
        ? queryClient.prefetchQuery(pickupPointsQuery(locale, country, postcode))
        : undefined,
    ]);
  }
  if (shown === 'payment') await queryClient.ensureQueryData(paymentMethodsQuery(locale, order));
}

const loadDialogs = () => import('./checkout-dialogs.ts');
const OrderChangedDialog = lazy(() => loadDialogs().then((m) => ({ default: m.OrderChangedDialog })));
const OtherTabDialog = lazy(() => loadDialogs().then((m) => ({ default: m.OtherTabDialog })));

export interface CheckoutPageProps {
  token: string;
  /** The step in the URL (`?step=`); the order's state decides whether it may be shown yet. */
  step: CheckoutStep | undefined;
  /** The customer's address book (from the account feature's query, filled by the route). */
  addresses: readonly Address[];
}

/**
 * The order funnel (spec §2 `/commande/{order}/`): address, shipping, payment with the summary. Each step is in
 * the URL, Back works, a reload resumes at the furthest step the order allows. Totals always come from the server.
 */
export function CheckoutPage({ token, step: asked, addresses }: CheckoutPageProps) {
  const t = useMessages(checkoutMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const api = checkoutApi(locale);
  const { data: order } = useSuspenseQuery(checkoutOrderQuery(locale, token));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState<{ previousTotal: number; order: Order; notes: string | null } | null>(null);
  const step = stepToShow(order, asked);
  const key = checkoutKeys.order(token);
  const guard = useOtherTabGuard({
    token,
    shown: order,
    fetchOrder: () => api.order(token),
    ownActionPending: pending,
  });

  // The dialogs' chunk, fetched once the page is up so that a dialog opens at once when it must.
  useEffect(() => {
    loadDialogs().catch(() => undefined);
  }, []);
  // The later steps' code, once the browser is idle: the next step shows at once.
  useEffect(() => {
    void whenIdleOrInput().then(() => Promise.all([loadShipping(), loadPayment()]).catch(() => undefined));
  }, []);

  const placed = order.state !== 'cart';
  useEffect(() => {
    if (placed) void navigate({ to: '/commande/$order/confirmation/', params: { order: token }, replace: true });
  }, [placed, navigate, token]);

  const goTo = (next: CheckoutStep) =>
    navigate({ to: '/commande/$order/', params: { order: token }, search: { step: next } });
  const setOrder = (next: CheckoutOrder) => queryClient.setQueryData(key, next);

  /** One call on the order: busy for the other tabs, the answer becomes the order shown, errors per spec §8. */
  async function act<T extends CheckoutOrder>(call: () => Promise<T>, then?: (result: T) => unknown): Promise<void> {
    setPending(true);
    setError(null);
    guard.announceBusy();
    let latest: CheckoutOrder = order;
    try {
      const result = await call();
      latest = result;
      setOrder(result);
      await then?.(result);
    } catch (caught) {
      const newer = changedOrderOf(caught);
      if (newer) {
        latest = newer;
        setOrder(newer);
        throw caught;
      }
      setError(checkoutErrorText(caught, t.funnelError));
    } finally {
      setPending(false);
      guard.announceDone(latest);
    }
  }

  const confirmationPath = toPublicPath(`/commande/${token}/confirmation/`, locale);

  /** After the order is placed: to the provider's page for a card/PayPal, else straight to the confirmation. */
  const pay = async (done: Order) => {
    const payment = latestPayment(done);
    if (
      done.paymentState === 'awaiting_payment' &&
      payment?.method &&
      ['card', 'paypal', 'bancontact'].includes(payment.method)
    ) {
      const configuration = await api.paymentConfiguration(token, payment.id, confirmationPath);
      if (configuration.action === 'redirect' && configuration.redirectUrl) {
        window.location.assign(configuration.redirectUrl);
        return;
      }
    }
    await navigate({ to: '/commande/$order/confirmation/', params: { order: token } });
  };

  const complete = async (notes: string | null, expectedTotal: number) => {
    try {
      await act(() => api.complete(token, expectedTotal, notes), pay);
      setChanged(null);
    } catch (caught) {
      const newer = changedOrderOf(caught);
      if (newer) setChanged({ previousTotal: expectedTotal, order: newer, notes });
    }
  };

  const resume = async () => {
    guard.dismiss();
    const fresh = await queryClient.fetchQuery({ ...checkoutOrderQuery(locale, token), staleTime: 0 });
    if (CHECKOUT_STEPS.indexOf(step) > CHECKOUT_STEPS.indexOf(furthestStep(fresh))) await goTo(furthestStep(fresh));
  };

  if (placed) {
    return (
      <Box display="flex" justifyContent="center" padding="large">
        <Spinner label={t.orderPlacedElsewhere} />
      </Box>
    );
  }

  return (
    <Stack space="large">
      <Heading level={1}>{t.title}</Heading>
      <StepList token={token} step={step} order={order} />
      <Columns space="large" collapseBelow="desktop">
        <Column width="2/3">
          {step === 'address' ? (
            <AddressStep
              order={order}
              addresses={addresses}
              pending={pending}
              error={error}
              onSubmit={(body: CheckoutAddressBody) =>
                act(
                  () => api.address(token, body),
                  () => goTo('shipping'),
                )
              }
            />
          ) : step === 'shipping' && isAddressed(order) ? (
            <ShippingChoice
              order={order}
              pending={pending}
              error={error}
              onSubmit={(method, point) =>
                act(
                  () => api.chooseShipping(token, order.shipments[0]!.id, method, point),
                  () => goTo('payment'),
                )
              }
            />
          ) : step === 'payment' && isAddressed(order) ? (
            <PaymentChoice
              order={order}
              pending={pending}
              error={error}
              onChoose={(method) => act(() => api.choosePayment(token, latestPayment(order)!.id, method))}
              onComplete={(notes) => complete(notes, order.total)}
            />
          ) : null}
        </Column>
        <Column width="1/3">
          <Stack space="medium">
            <OrderSummary order={order} />
            <Link to="/panier/" className={buttonClassName({ variant: 'ghost', fullWidth: true })}>
              {t.backToCart}
            </Link>
          </Stack>
        </Column>
      </Columns>
      {changed ? (
        <Suspense fallback={null}>
          <OrderChangedDialog
            previousTotal={changed.previousTotal}
            order={changed.order}
            pending={pending}
            onClose={() => setChanged(null)}
            onConfirm={() => void complete(changed.notes, changed.order.total)}
          />
        </Suspense>
      ) : null}
      {guard.state.kind !== 'none' ? (
        <Suspense fallback={null}>
          <OtherTabDialog state={guard.state} onResume={() => void resume()} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** The steps as an ordered list: done and current steps link back, the current one is marked. */
function StepList({ token, step, order }: { token: string; step: CheckoutStep; order: CheckoutOrder }) {
  const t = useMessages(checkoutMessages);
  const labels = { address: t.stepAddress, shipping: t.stepShipping, payment: t.stepPayment };
  const furthest = CHECKOUT_STEPS.indexOf(furthestStep(order));
  return (
    <nav aria-label={t.steps}>
      <Box as="ol" display="flex" gap="medium" padding="none" marginY="none">
        {CHECKOUT_STEPS.map((s, index) => (
          <Box as="li" key={s} display="flex" gap="xsmall">
            <Text weight={s === step ? 'strong' : 'regular'}>
              {index + 1}.{' '}
              {s !== step && index <= furthest ? (
                <Link to="/commande/$order/" params={{ order: token }} search={{ step: s }}>
                  {labels[s]}
                </Link>
              ) : (
                <span aria-current={s === step ? 'step' : undefined}>{labels[s]}</span>
              )}
            </Text>
          </Box>
        ))}
      </Box>
    </nav>
  );
}

function ShippingChoice({
  order,
  ...props
}: {
  order: Order;
  pending: boolean;
  error: string | null;
  onSubmit: (method: ShippingMethod['code'], point: string | null) => Promise<void>;
}) {
  const t = useMessages(checkoutMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const methods = useQuery(shippingMethodsQuery(locale, order));
  // The relay list, asked for with the step's code (after the first paint, at idle or on the first press) when the
  // server did not send it (the home tab shown first): a relay tab pressed meanwhile shows it as soon as it is live.
  const pickupOffered = !!methods.data?.some((method) => method.code === 'pickup_point');
  const { country, postcode } = pickupSearchOf(order);
  useEffect(() => {
    if (!pickupOffered || postcode.trim() === '') return;
    let gone = false;
    void whenIdleOrInput().then(() => {
      if (!gone) void queryClient.prefetchQuery(pickupPointsQuery(locale, country, postcode));
    });
    return () => {
      gone = true;
    };
  }, [pickupOffered, queryClient, locale, country, postcode]);
  if (methods.isError) return <Text tone="critical">{t.funnelError}</Text>;
  if (!methods.data) return <Spinner label={t.shippingTitle} />;
  return (
    <Suspense fallback={<Spinner label={t.shippingTitle} />}>
      <ShippingStep order={order} methods={methods.data} {...props} />
    </Suspense>
  );
}

function PaymentChoice({
  order,
  ...props
}: {
  order: Order;
  pending: boolean;
  error: string | null;
  onChoose: (method: PaymentMethod['code']) => Promise<void>;
  onComplete: (notes: string | null) => Promise<void>;
}) {
  const t = useMessages(checkoutMessages);
  const locale = useLocale();
  const methods = useQuery(paymentMethodsQuery(locale, order));
  if (methods.isError) return <Text tone="critical">{t.funnelError}</Text>;
  if (!methods.data) return <Spinner label={t.paymentTitle} />;
  return (
    <Suspense fallback={<Spinner label={t.paymentTitle} />}>
      <PaymentStep order={order} methods={methods.data} {...props} />
    </Suspense>
  );
}
