import { Alert, buttonClassName, Heading, Inline, Link, Stack, StatusBadge, Text } from '@gamelle/design-system';
import { invoicePath } from '@gamelle/contract/order/api';
import type { OrderAddress } from '@gamelle/contract/checkout/schema';
import type { Order } from '@gamelle/contract/order/schema';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Money, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { accountAddress, AccountCard, accountClient } from '../customer/index.ts';
import { formatDay } from './format.ts';
import { orderMessages } from './messages.ts';
import { orderQuery } from './queries.ts';
import * as styles from './order.css.ts';

/**
 * One placed order for its owner (spec §2, §3): status, lines, every totals line, addresses, delivery (carrier,
 * relay point, tracking link once shipped), payment (a refused payment's bank answer, spec §8) and the invoice:
 * the download once available, before that from which day (spec §9: 7 days after shipping).
 */
export function OrderDetailPage({
  customerId,
  token,
  back,
}: {
  customerId: number;
  token: string;
  /** Where "back" leads (a subscription's history shows its orders here too); the orders list otherwise. */
  back?: { href: string; label: string };
}) {
  const t = useMessages(orderMessages);
  const locale = useLocale();
  const { data: order } = useSuspenseQuery(orderQuery(locale, customerId, token));
  const number = order.number ?? '';
  return (
    <Stack space="large">
      <Link href={back?.href ?? toPublicPath('/mon-compte/mes-commandes/', locale)}>
        {back?.label ?? t.backToOrders}
      </Link>
      <Stack space="small">
        <Heading level={1}>{t.orderNumber(number)}</Heading>
        <Inline space="small" alignY="center">
          <StatusBadge status={order.status} />
          {order.checkoutCompletedAt ? (
            <Text tone="secondary">{t.placedOn(formatDay(order.checkoutCompletedAt, locale))}</Text>
          ) : null}
        </Inline>
      </Stack>
      <div className={styles.sections}>
        <Delivery order={order} />
        <Payment order={order} />
      </div>
      <Invoice order={order} />
      <Lines order={order} />
      <Totals order={order} />
      <AccountCard id="order-addresses" title={t.addresses}>
        <div className={styles.sections}>
          {/* A relay-point order goes to the point (under « Livraison »), not to this address. */}
          {order.shippingAddress && !order.shipments[0]?.pickupPoint ? (
            <AddressBlock title={t.shippingAddress} address={order.shippingAddress} />
          ) : null}
          {order.billingAddress ? <AddressBlock title={t.billingAddress} address={order.billingAddress} /> : null}
        </div>
      </AccountCard>
    </Stack>
  );
}

function Delivery({ order }: { order: Order }) {
  const t = useMessages(orderMessages);
  const locale = useLocale();
  const shipment = order.shipments[0];
  return (
    <AccountCard id="order-delivery" title={t.delivery} data-testid="order-delivery">
      {shipment ? (
        <>
          <Text>
            {shipment.method === 'pickup_point' ? t.pickupPoint : t.homeDelivery}
            {shipment.carrier ? ` · ${t.carrier(shipment.carrier)}` : ''}
          </Text>
          {shipment.pickupPoint ? (
            <address className={accountAddress}>
              <Text as="span" weight="strong">
                {shipment.pickupPoint.name}
              </Text>
              <br />
              {shipment.pickupPoint.street}
              <br />
              {shipment.pickupPoint.postcode} {shipment.pickupPoint.city}
              {order.shippingAddress ? (
                <>
                  <br />
                  {t.collectedBy(`${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`)}
                </>
              ) : null}
            </address>
          ) : null}
          {shipment.shippedAt ? (
            <Stack space="xsmall">
              <Text>
                {shipment.deliveredAt
                  ? t.deliveredOn(formatDay(shipment.deliveredAt, locale))
                  : t.shippedOn(formatDay(shipment.shippedAt, locale))}
              </Text>
              {shipment.trackingNumber ? <Text>{t.trackingNumber(shipment.trackingNumber)}</Text> : null}
              {shipment.trackingUrl ? (
                <Link href={shipment.trackingUrl} external weight="strong">
                  {t.trackParcel}
                </Link>
              ) : null}
            </Stack>
          ) : order.state !== 'cancelled' && order.shippingState !== 'cancelled' ? (
            <Text>{t.notShippedYet}</Text>
          ) : null}
        </>
      ) : null}
    </AccountCard>
  );
}

function Payment({ order }: { order: Order }) {
  const t = useMessages(orderMessages);
  const payment = order.payments.at(-1);
  const refused = order.status === 'payment_failure' ? order.payments.findLast((p) => p.bankResponse) : undefined;
  const state =
    order.paymentState === 'refunded' || order.paymentState === 'partially_refunded'
      ? t.paymentRefunded
      : order.paymentState === 'cancelled'
        ? t.paymentCancelled
        : order.paymentState === 'paid'
          ? t.paymentPaid
          : order.paymentState === 'awaiting_payment'
            ? t.paymentAwaiting
            : null;
  return (
    <AccountCard id="order-payment" title={t.payment} data-testid="order-payment">
      {payment?.method ? <Text>{t.paymentMethod(payment.method)}</Text> : null}
      {refused?.bankResponse ? (
        <Alert tone="critical">
          {t.bankRefused(refused.bankResponse.message, refused.bankResponse.detail, refused.bankResponse.code)}
        </Alert>
      ) : null}
      {state ? <Text>{state}</Text> : null}
    </AccountCard>
  );
}

function Invoice({ order }: { order: Order }) {
  const t = useMessages(orderMessages);
  const locale = useLocale();
  const { invoice } = order;
  const shop = accountClient(locale).shop;
  // The browser's Shop API calls go through the shop's session proxy, which adds the customer's bearer.
  const href = `/_session${invoicePath(order.tokenValue)}?channelCode=${shop.channelCode}&locale=${shop.localeCode}`;
  return (
    <AccountCard id="order-invoice" title={t.invoice} data-testid="order-invoice">
      {invoice.available && invoice.number ? (
        <div>
          <a
            href={href}
            download={`facture-${invoice.number}.pdf`}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {t.invoiceDownload(invoice.number)}
          </a>
        </div>
      ) : invoice.availableFrom ? (
        <Text>{t.invoiceFrom(formatDay(invoice.availableFrom, locale))}</Text>
      ) : order.state === 'cancelled' ? (
        <Text>{t.invoiceNone}</Text>
      ) : (
        <Text>{t.invoiceAfterShipping}</Text>
      )}
    </AccountCard>
  );
}

function Lines({ order }: { order: Order }) {
  const t = useMessages(orderMessages);
  return (
    <AccountCard id="order-lines" title={t.lines}>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t.product}
              </th>
              <th scope="col" className={styles.number}>
                {t.quantity}
              </th>
              <th scope="col" className={styles.number}>
                {t.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} data-testid="order-line">
                <th scope="row" className={styles.cell}>
                  <Text weight="strong">{item.productName}</Text>
                  <br />
                  <Text size="small" tone="secondary">
                    {item.variantName} · {t.reference} {item.variantCode}
                    {item.subscriptionInterval ? ` · ${t.subscriptionLine}` : ''}
                  </Text>
                  <br />
                  <Text size="small" tone="secondary">
                    {t.unitPrice} <Money cents={item.discountedUnitPrice} />
                  </Text>
                </th>
                <td className={styles.number}>{item.quantity}</td>
                <td className={styles.number}>
                  <Money cents={item.total} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AccountCard>
  );
}

function Totals({ order }: { order: Order }) {
  const t = useMessages(orderMessages);
  const rows: [string, number, string?][] = [
    [t.subtotal, order.itemsSubtotal],
    ...(order.subscriptionDiscountTotal
      ? [[t.subscriptionDiscount, -order.subscriptionDiscountTotal] as [string, number]]
      : []),
    ...(order.orderPromotionTotal ? [[t.promotion, -order.orderPromotionTotal] as [string, number]] : []),
    [t.shipping, order.shippingTotal, t.free],
    ...(order.paymentFeeTotal ? [[t.paymentFees, order.paymentFeeTotal] as [string, number]] : []),
    [t.totalWithoutTax, order.taxExcludedTotal],
    [t.taxIncluded, order.taxTotal],
  ];
  return (
    <AccountCard id="order-totals" title={t.totals}>
      <dl className={styles.totals} data-testid="order-totals">
        {rows.map(([label, cents, freeLabel]) => (
          <div key={label} className={styles.totalRow}>
            <dt>{label}</dt>
            <dd className={styles.amount}>
              <Money cents={cents} {...(freeLabel ? { freeLabel } : {})} />
            </dd>
          </div>
        ))}
        <div className={styles.totalRow}>
          <dt className={styles.grandTotal}>{t.totalWithTax}</dt>
          <dd className={`${styles.amount} ${styles.grandTotal}`}>
            <Money cents={order.total} />
          </dd>
        </div>
      </dl>
    </AccountCard>
  );
}

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <Stack space="xsmall">
      <Text weight="strong">{title}</Text>
      <address className={accountAddress}>
        {address.firstName} {address.lastName}
        <br />
        {address.company ? (
          <>
            {address.company}
            <br />
          </>
        ) : null}
        {address.street}
        <br />
        {address.street2 ? (
          <>
            {address.street2}
            <br />
          </>
        ) : null}
        {address.postcode} {address.city} ({address.countryCode})
      </address>
    </Stack>
  );
}
