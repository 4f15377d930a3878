import { Alert, Button, Heading, Inline, Link, Stack, StatusBadge, Tabs, Text } from '@gamelle/design-system';
import {
  addDays,
  isDeliveryFrequencyCode,
  frequencyLabel,
  subscriptionLockedText,
  type Subscription,
} from '@gamelle/contract/subscription';
import { SUBSCRIPTION } from '@gamelle/contract/shared/limits';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { accountAddress, AccountCard } from '../customer/index.ts';
import { Money, sitePath, useLocale, useMessages } from '../shared/index.ts';
import { formatDay, formatMonth } from './format.ts';
import { subscriptionMessages } from './messages.ts';
import { subscriptionClient, subscriptionQuery, useSubscriptionSaved } from './queries.ts';
import { SubscriptionAlerts, type AlertAction } from './SubscriptionAlerts.tsx';
import {
  LazyCancellationRequestDialog,
  LazyChangeFrequencyDialog,
  LazyChangeShippingDateDialog,
  LazyContactDialog,
  LazyDeliveryDialog,
  LazyPaymentDialog,
  LazyShipNowDialog,
  OnceOpened,
  OnDemandDialog,
} from './lazy-dialogs.tsx';
import * as styles from './subscription.css.ts';

type Open = 'delivery' | 'payment' | 'contact' | null;

/**
 * One subscription for its owner (spec §2, §4): its alerts with what to do, then two tabs. "Next order": shipping
 * date (move it, ship now), articles at the subscription price, delivery (address, relay point) and card, each
 * change for all draft orders or the next only. "My subscription": rhythm, deliveries, history, contact and the
 * cancellation request (minimum 2 deliveries explained). Past the cut-off (4 days before shipping) the next order
 * is locked: the spec's message and the way to write to the subscription service instead of the change buttons.
 */
export function SubscriptionDetailPage({ customerId, code }: { customerId: number; code: string }) {
  const t = useMessages(subscriptionMessages);
  const locale = useLocale();
  const { data: s } = useSuspenseQuery(subscriptionQuery(locale, customerId, code));
  const saved = useSubscriptionSaved(locale, customerId);
  const api = subscriptionClient(locale);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState('');
  const [tab, setTab] = useState('next');
  const contactButton = useRef<HTMLButtonElement>(null);
  // The dialogs the page opens itself (address, card, contact) have no Radix trigger: focus goes back to what opened
  // them (it fell to the page's start, a keyboard user sent back to the skip link).
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = (which: Open) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(which);
  };
  const returnFocus = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };

  const closed = s.statusGroup === 'neutral';
  const editable = !closed && !s.locked;
  const apply = async (call: Promise<Subscription>) => {
    const next = await call;
    saved(next);
    setNotice(
      next.nextFrequency !== null && isDeliveryFrequencyCode(next.nextFrequency)
        ? t.nextFrequency(frequencyLabel(next.nextFrequency, locale))
        : t.saved,
    );
  };
  const onAlert = (action: AlertAction) => {
    openDialog(action === 'change_payment_method' ? 'payment' : action === 'change_delivery' ? 'delivery' : 'contact');
  };

  return (
    <Stack space="large">
      <Link href={sitePath('subscriptions', locale)}>{t.backToList}</Link>
      <Stack space="small">
        <Heading level={1}>{t.subscriptionNumber(s.code)}</Heading>
        <Inline space="small" alignY="center">
          <StatusBadge status={s.status} subject="subscription" />
          {s.frequencyLabel ? <Text tone="secondary">{t.every(s.frequencyLabel)}</Text> : null}
        </Inline>
      </Stack>
      <div aria-live="polite" data-testid="subscription-notice">
        {notice ? <Alert tone="positive">{notice}</Alert> : null}
      </div>
      {closed ? null : <SubscriptionAlerts subscription={s} onAction={onAlert} />}
      {s.nextRetryDate ? <Alert tone="caution">{t.retryOn(formatDay(s.nextRetryDate, locale))}</Alert> : null}
      {s.locked ? (
        <div data-testid="subscription-locked">
          <Alert tone="info" title={t.lockedTitle}>
            <Stack space="small">
              <span>{subscriptionLockedText[locale]}</span>
              <div>
                <Button ref={contactButton} size="small" variant="secondary" onClick={() => openDialog('contact')}>
                  {t.contactService}
                </Button>
              </div>
            </Stack>
          </Alert>
        </div>
      ) : null}
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List label={t.subscriptionNumber(s.code)}>
          <Tabs.Tab value="next">{t.tabNext}</Tabs.Tab>
          <Tabs.Tab value="subscription">{t.tabSubscription}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="next">
          <div className={styles.tabPanel}>
            <NextOrder
              subscription={s}
              editable={editable}
              onDate={(date) => apply(api.changeShippingDate(s.code, date))}
              onShipNow={() => apply(api.shipNow(s.code))}
              onDelivery={() => openDialog('delivery')}
              onPayment={() => openDialog('payment')}
            />
          </div>
        </Tabs.Panel>
        <Tabs.Panel value="subscription">
          <div className={styles.tabPanel}>
            <MySubscription
              subscription={s}
              editable={editable}
              onFrequency={(frequency) => apply(api.changeFrequency(s.code, frequency))}
              onCancel={async (request) => {
                const answer = await api.requestCancellation(s.code, request);
                saved({ ...s, cancellationRequested: true });
                if (answer.notice) setNotice(answer.notice);
              }}
              onContact={() => openDialog('contact')}
            />
          </div>
        </Tabs.Panel>
      </Tabs.Root>
      {/* The dialogs' code loads when one first opens (lazy-dialogs.tsx), out of the page's first load. */}
      <OnceOpened open={open === 'delivery'}>
        <LazyDeliveryDialog
          subscription={s}
          customerId={customerId}
          open={open === 'delivery'}
          onOpenChange={(next) => setOpen(next ? 'delivery' : null)}
          onCloseAutoFocus={returnFocus}
          onConfirm={(change) => apply(api.changeDelivery(s.code, change))}
        />
      </OnceOpened>
      <OnceOpened open={open === 'payment'}>
        <LazyPaymentDialog
          subscription={s}
          customerId={customerId}
          open={open === 'payment'}
          onOpenChange={(next) => setOpen(next ? 'payment' : null)}
          onCloseAutoFocus={returnFocus}
          onConfirm={(body) => apply(api.changePaymentMethod(s.code, body))}
        />
      </OnceOpened>
      <OnceOpened open={open === 'contact'}>
        <LazyContactDialog
          subscription={s}
          open={open === 'contact'}
          onOpenChange={(next) => setOpen(next ? 'contact' : null)}
          onCloseAutoFocus={returnFocus}
          onSend={(message) => api.contact(s.code, message)}
        />
      </OnceOpened>
    </Stack>
  );
}

function NextOrder({
  subscription: s,
  editable,
  onDate,
  onShipNow,
  onDelivery,
  onPayment,
}: {
  subscription: Subscription;
  editable: boolean;
  onDate: (date: string) => Promise<unknown>;
  onShipNow: () => Promise<unknown>;
  onDelivery: () => void;
  onPayment: () => void;
}) {
  const t = useMessages(subscriptionMessages);
  const locale = useLocale();
  const next = s.nextOrder;
  // The shop's day on its clock; an older server without it: the day the page was rendered.
  const today = s.today ?? new Date().toISOString().slice(0, 10);
  const address = next.shippingAddress as {
    firstName?: string;
    lastName?: string;
    street?: string;
    postcode?: string;
    city?: string;
  } | null;
  const card = next.paymentMethod;
  const onlyNext = new Set(next.nextOrderOnly);
  const running = s.statusGroup !== 'neutral';
  return (
    <Stack space="large">
      <AccountCard id="next-date" title={t.shippingDate}>
        <Text weight="strong" size="large">
          {running ? formatDay(next.shippingDate, locale) : '—'}
        </Text>
        {editable ? <Text tone="secondary">{t.lastChangeDay(formatDay(s.modificationLimitDate, locale))}</Text> : null}
        {editable ? (
          <Inline space="small">
            <OnDemandDialog variant="secondary" label={t.changeDate}>
              {(dialog) => (
                <LazyChangeShippingDateDialog
                  {...dialog}
                  currentDate={next.shippingDate}
                  minDate={addDays(today, SUBSCRIPTION.editCutOffDays)}
                  maxDate={addDays(today, 155)}
                  onConfirm={onDate}
                />
              )}
            </OnDemandDialog>
            <OnDemandDialog variant="ghost" label={t.shipNow}>
              {(dialog) => <LazyShipNowDialog {...dialog} onConfirm={onShipNow} />}
            </OnDemandDialog>
          </Inline>
        ) : null}
      </AccountCard>
      <AccountCard id="next-lines" title={t.lines} space="medium">
        <ul className={styles.lines}>
          {s.items.map((item) => (
            <li key={item.variantCode} className={styles.line} data-testid="subscription-line">
              <Stack space="xsmall">
                <Text weight="strong">
                  {item.productName} {item.variantName ? `· ${item.variantName}` : ''}
                </Text>
                <Text size="small" tone="secondary">
                  {t.quantity(item.quantity)}
                  {item.available ? '' : ` · ${t.unavailable}`}
                </Text>
              </Stack>
              <Stack space="xsmall" align="right">
                {item.subscriptionUnitPrice !== null ? (
                  <Text weight="strong">
                    <Money cents={item.subscriptionUnitPrice * item.quantity} />
                  </Text>
                ) : null}
                {item.unitPrice !== null && item.unitPrice !== item.subscriptionUnitPrice ? (
                  <Text size="small" tone="secondary">
                    <s>
                      <Money cents={item.unitPrice * item.quantity} />
                    </s>
                  </Text>
                ) : null}
              </Stack>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <dt className={styles.term}>{t.subtotal}</dt>
          <dd className={styles.amount}>
            <Money cents={next.itemsSubtotal} />
          </dd>
          <dt className={styles.term}>{t.subscriptionDiscount}</dt>
          <dd className={styles.amount}>
            −<Money cents={next.subscriptionDiscountTotal} />
          </dd>
          {next.total === null ? (
            <>
              <dt className={`${styles.term} ${styles.grandTotal}`}>{t.total}</dt>
              <dd className={`${styles.amount} ${styles.grandTotal}`}>
                <Money cents={next.itemsTotal} />
              </dd>
            </>
          ) : (
            <>
              <dt className={styles.term}>{t.total}</dt>
              <dd className={styles.amount}>
                <Money cents={next.itemsTotal} />
              </dd>
              {/* What the renewal charges: the delivery of the country and method, free from its threshold. */}
              <dt className={styles.term}>{t.shipping}</dt>
              <dd className={styles.amount} data-testid="next-order-shipping">
                {next.shippingTotal ? <Money cents={next.shippingTotal} /> : t.freeShipping}
              </dd>
              <dt className={`${styles.term} ${styles.grandTotal}`}>{t.orderTotal}</dt>
              <dd className={`${styles.amount} ${styles.grandTotal}`} data-testid="next-order-total">
                <Money cents={next.total} />
              </dd>
            </>
          )}
        </dl>
      </AccountCard>
      <div className={styles.sections}>
        <ChangeableCard
          id="next-delivery"
          title={t.delivery}
          nextOnly={onlyNext.has('shippingAddress') || onlyNext.has('shippingMethod') || onlyNext.has('pickupPoint')}
          change={editable ? (next.shippingMethod === 'pickup_point' ? t.changeRelay : t.changeAddress) : null}
          onChange={onDelivery}
        >
          <Text weight="strong">{next.shippingMethod === 'pickup_point' ? t.pickupDelivery : t.homeDelivery}</Text>
          {next.pickupPoint ? (
            <div data-testid="relay-point">
              <Text>
                {next.pickupPoint.name}, {next.pickupPoint.city}
                {next.pickupPoint.active ? '' : ` (${t.relayInactive})`}
              </Text>
            </div>
          ) : null}
          {address ? (
            <address className={accountAddress}>
              {address.firstName} {address.lastName}
              <br />
              {address.street}
              <br />
              {address.postcode} {address.city}
            </address>
          ) : null}
        </ChangeableCard>
        <ChangeableCard
          id="next-payment"
          title={t.payment}
          nextOnly={onlyNext.has('paymentMethod')}
          change={editable ? t.changeCard : null}
          onChange={onPayment}
        >
          {card ? (
            <>
              <Text weight="strong">{t.card(card.brand, card.last4)}</Text>
              <Text tone="secondary">{t.cardExpiry(formatMonth(card.expMonth, card.expYear, locale))}</Text>
            </>
          ) : (
            <Text>{t.noCard}</Text>
          )}
        </ChangeableCard>
      </div>
    </Stack>
  );
}

/**
 * A card of the next order the customer can change (delivery, payment): what it holds, "for the next order only"
 * when the change was made for that order alone, then the button that opens its dialog (`change`: its label, null
 * when the subscription cannot be changed).
 */
function ChangeableCard({
  id,
  title,
  nextOnly,
  change,
  onChange,
  children,
}: {
  id: string;
  title: string;
  nextOnly: boolean;
  change: string | null;
  onChange: () => void;
  children: ReactNode;
}) {
  const t = useMessages(subscriptionMessages);
  return (
    <AccountCard id={id} title={title}>
      {children}
      {nextOnly ? (
        <Text size="small" tone="secondary">
          {t.nextOnly}
        </Text>
      ) : null}
      {change !== null ? (
        <div>
          <Button variant="secondary" onClick={onChange}>
            {change}
          </Button>
        </div>
      ) : null}
    </AccountCard>
  );
}

function MySubscription({
  subscription: s,
  editable,
  onFrequency,
  onCancel,
  onContact,
}: {
  subscription: Subscription;
  editable: boolean;
  onFrequency: (frequency: number) => Promise<unknown>;
  onCancel: (request: { reason: string; message: string }) => Promise<unknown>;
  onContact: () => void;
}) {
  const t = useMessages(subscriptionMessages);
  const locale = useLocale();
  const today = s.today;
  // Spec §4: a new frequency reaches the next order only if that order's cut-off at the new rhythm is not past.
  const lastShipped = addDays(s.nextShippingDate, -s.frequency);
  const followingOrder = (frequency: number) =>
    today !== undefined && addDays(addDays(lastShipped, frequency), -SUBSCRIPTION.editCutOffDays) < today;
  const closed = s.statusGroup === 'neutral';
  const currentFrequency = isDeliveryFrequencyCode(s.frequency) ? s.frequency : null;
  // The request's dialog stays until the customer closes it (it confirms what happens next); then the pending
  // notice takes the trigger's place and the focus, instead of the focus falling back to the page's body.
  const [cancellationOpen, setCancellationOpen] = useState(false);
  const pendingNotice = useRef<HTMLDivElement>(null);
  const showPending = s.cancellationRequested && !cancellationOpen;
  const focusPending = useRef(false);
  useEffect(() => {
    if (!showPending || !focusPending.current) return;
    focusPending.current = false;
    // After the dialog's own focus return (Radix schedules it the same way), which has no trigger left to reach.
    const timer = setTimeout(() => pendingNotice.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [showPending]);
  return (
    <Stack space="large">
      <AccountCard id="my-subscription" title={t.tabSubscription} space="medium">
        <dl className={styles.facts}>
          <dt>{t.frequency}</dt>
          <dd className={styles.term}>{s.frequencyLabel}</dd>
          <dt>{t.since}</dt>
          <dd className={styles.term}>{formatDay(s.createdAt, locale)}</dd>
          <dt>{t.deliveries}</dt>
          <dd className={styles.term}>{s.deliveries}</dd>
        </dl>
        {s.nextFrequency !== null && isDeliveryFrequencyCode(s.nextFrequency) ? (
          <Text tone="secondary">{t.nextFrequency(frequencyLabel(s.nextFrequency, locale))}</Text>
        ) : null}
        {editable && currentFrequency !== null ? (
          <div>
            <OnDemandDialog variant="secondary" label={t.changeFrequency}>
              {(dialog) => (
                <LazyChangeFrequencyDialog
                  {...dialog}
                  currentFrequency={currentFrequency}
                  appliesToFollowingOrder={followingOrder}
                  onConfirm={onFrequency}
                />
              )}
            </OnDemandDialog>
          </div>
        ) : null}
      </AccountCard>
      <AccountCard id="my-history" title={t.history}>
        <div>
          <Link href={sitePath('subscriptionHistory', locale, { subscription: s.code })}>{t.seeHistory}</Link>
        </div>
      </AccountCard>
      <AccountCard id="my-help" title={t.contactTitle}>
        <div>
          <Button variant="secondary" onClick={onContact}>
            {t.contactService}
          </Button>
        </div>
      </AccountCard>
      {closed ? null : (
        <AccountCard id="my-cancellation" title={t.requestCancellation}>
          {showPending ? (
            <div ref={pendingNotice} tabIndex={-1} className={styles.focusTarget}>
              <Alert tone="info">{t.cancellationPending}</Alert>
            </div>
          ) : (
            <>
              {s.deliveries < s.minimumDeliveries ? (
                <div data-testid="minimum-deliveries">
                  <Text tone="secondary">{t.minimum(s.minimumDeliveries)}</Text>
                </div>
              ) : null}
              <div>
                <OnDemandDialog
                  variant="ghost"
                  label={t.requestCancellation}
                  onOpenChange={(open) => {
                    setCancellationOpen(open);
                    if (!open) focusPending.current = true;
                  }}
                >
                  {(dialog) => <LazyCancellationRequestDialog {...dialog} onSubmit={onCancel} />}
                </OnDemandDialog>
              </div>
            </>
          )}
        </AccountCard>
      )}
    </Stack>
  );
}
