import {
  Alert,
  Box,
  Button,
  Column,
  Columns,
  Heading,
  Inline,
  Price,
  Spinner,
  Stack,
  StatusBadge,
  Text,
  buttonClassName,
} from '@gamelle/design-system';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { checkoutApi, isAddressed, type CheckoutOrder } from './checkout-api.ts';
import { checkoutErrorText } from './errors.ts';
import { checkoutMessages } from './messages.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { latestPayment, refusedPayment } from './order-view.ts';
import { checkoutKeys, checkoutOrderQuery } from './queries.ts';

export type PaymentReturn = 'succeeded' | 'failed';

const providerMethods = ['card', 'paypal', 'bancontact'];

/** Still waiting for the provider's notification that the customer's return announced. */
function awaitingNotification(order: CheckoutOrder, paymentReturn: PaymentReturn | undefined): boolean {
  if (!paymentReturn || order.paymentState !== 'awaiting_payment') return false;
  const payment = latestPayment(order);
  if (!payment?.method || !providerMethods.includes(payment.method)) return false;
  // A refusal opens a new attempt after the refused one; success turns the order paid.
  return paymentReturn === 'succeeded' || !refusedPayment(order);
}

/**
 * The order confirmation (spec §2 `/commande/{order}/confirmation/`): the order's number and status, what happens
 * next for its payment method (transfer and cheque details, a refused card's bank message and a retry), the summary
 * and the link to the order in the account.
 */
export function ConfirmationPage({ token, paymentReturn }: { token: string; paymentReturn?: PaymentReturn }) {
  const t = useMessages(checkoutMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const { data: order } = useSuspenseQuery({
    ...checkoutOrderQuery(locale, token),
    // The provider's notification may land just after the customer comes back: ask again for up to 30 s.
    refetchInterval: (query) =>
      query.state.data && awaitingNotification(query.state.data, paymentReturn) && query.state.dataUpdateCount < 30
        ? 1000
        : false,
  });
  const [retryError, setRetryError] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const notPlaced = order.state === 'cart';
  useEffect(() => {
    if (notPlaced) void navigate({ to: '/commande/$order/', params: { order: token }, replace: true });
  }, [notPlaced, navigate, token]);

  const payment = latestPayment(order);
  const method = payment?.method ?? null;
  const offline = method === 'bank_transfer' || method === 'cheque';
  const instructions = useQuery({
    queryKey: checkoutKeys.configuration(token, payment?.id ?? 0),
    queryFn: () =>
      checkoutApi(locale).paymentConfiguration(
        token,
        payment!.id,
        toPublicPath(`/commande/${token}/confirmation/`, locale),
      ),
    enabled: offline && order.paymentState === 'awaiting_payment' && !!payment,
    staleTime: Infinity,
  });

  if (notPlaced || !isAddressed(order)) {
    return (
      <Box display="flex" justifyContent="center" padding="large">
        <Spinner />
      </Box>
    );
  }

  const refused = order.paymentState === 'awaiting_payment' && !offline ? refusedPayment(order) : undefined;
  const waiting = awaitingNotification(order, paymentReturn);
  // Back from the provider's page without paying (the browser's back button): the order waits for a payment nobody
  // is making, and the page said « Merci » with no way to pay it.
  const unpaid =
    !refused &&
    !waiting &&
    order.paymentState === 'awaiting_payment' &&
    !!payment?.method &&
    providerMethods.includes(payment.method);

  const retry = async () => {
    if (!payment) return;
    setRetrying(true);
    setRetryError(null);
    try {
      const configuration = await checkoutApi(locale).paymentConfiguration(
        token,
        payment.id,
        toPublicPath(`/commande/${token}/confirmation/`, locale),
      );
      if (configuration.action === 'redirect' && configuration.redirectUrl)
        window.location.assign(configuration.redirectUrl);
      else setRetrying(false);
    } catch (caught) {
      setRetryError(checkoutErrorText(caught, t.funnelError));
      setRetrying(false);
    }
  };

  const next =
    order.paymentState === 'paid'
      ? order.total === 0
        ? t.nextFree
        : t.nextPaid
      : method === 'bank_transfer'
        ? t.nextTransfer
        : method === 'cheque'
          ? t.nextCheque
          : waiting
            ? t.nextPending
            : unpaid
              ? t.nextUnpaid
              : null;

  const details = instructions.data?.instructions;

  return (
    <Stack space="large">
      <Heading level={1}>{refused && !waiting ? t.paymentRefused : t.confirmationTitle}</Heading>
      <Inline space="small" alignY="center">
        <Text weight="strong" size="large">
          <span data-testid="order-number">{order.number ? t.orderNumber(order.number) : null}</span>
        </Text>
        <StatusBadge status={order.status} />
      </Inline>
      <Columns space="large" collapseBelow="desktop">
        <Column width="2/3">
          <Stack space="large">
            {refused?.bankResponse && !waiting ? (
              <Alert tone="critical" title={refused.bankResponse.message}>
                <Stack space="xsmall">
                  <Text>{refused.bankResponse.detail}</Text>
                  <Text size="small">{t.bankCode(refused.bankResponse.code)}</Text>
                </Stack>
              </Alert>
            ) : null}
            {(refused && !waiting) || unpaid ? (
              <Stack space="small">
                <div>
                  <Button onClick={retry} loading={retrying} data-testid="retry-payment">
                    {unpaid ? t.payNow : t.retryPayment}
                  </Button>
                </div>
                <div aria-live="polite">{retryError ? <Alert tone="critical">{retryError}</Alert> : null}</div>
              </Stack>
            ) : null}
            {next ? (
              <Box as="section" aria-labelledby="confirmation-next">
                <Stack space="small">
                  <Heading level={2} id="confirmation-next">
                    {t.whatNext}
                  </Heading>
                  <Inline space="small" alignY="center">
                    {waiting ? <Spinner size="small" decorative /> : null}
                    <Text as="p">{next}</Text>
                  </Inline>
                </Stack>
              </Box>
            ) : null}
            {details ? (
              <Box
                as="dl"
                display="flex"
                flexDirection="column"
                gap="xsmall"
                marginY="none"
                data-testid="payment-instructions"
              >
                <Detail label={t.payee}>{details.payee}</Detail>
                {details.iban ? <Detail label={t.iban}>{details.iban}</Detail> : null}
                {details.bic ? <Detail label={t.bic}>{details.bic}</Detail> : null}
                {details.address ? <Detail label={t.chequeAddress}>{details.address}</Detail> : null}
                <Detail label={t.reference}>{details.reference}</Detail>
                <Detail label={t.amount}>
                  <Price cents={details.amount} />
                </Detail>
              </Box>
            ) : null}
            <Inline space="small">
              <Link
                to="/mon-compte/mes-commandes/$order/"
                params={{ order: token }}
                className={buttonClassName({ variant: 'secondary' })}
              >
                {t.viewOrder}
              </Link>
              <Link to="/" className={buttonClassName({ variant: 'ghost' })}>
                {t.continueShopping}
              </Link>
            </Inline>
          </Stack>
        </Column>
        <Column width="1/3">
          <OrderSummary order={order} />
        </Column>
      </Columns>
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box display="flex" flexDirection="column">
      <Text as="dt" weight="strong">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </Box>
  );
}
