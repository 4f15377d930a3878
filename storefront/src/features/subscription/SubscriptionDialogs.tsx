import {
  Alert,
  Button,
  ChangeScopeDialog,
  Dialog,
  FormError,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  TextArea,
} from '@gamelle/design-system';
import type { ChangeScope, Subscription } from '@gamelle/contract/subscription';
import type { DeliveryChange } from '@gamelle/contract/subscription/api';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { addressesQuery } from '../customer/index.ts';
import { ApiError, errorText, useLocale, useMessages } from '../shared/index.ts';
import { formatMonth } from './format.ts';
import { subscriptionMessages } from './messages.ts';
import { savedCardsQuery } from './queries.ts';

// The relay-point finder is the checkout's (its map search and forms): loaded when a customer picks a relay point,
// not with the subscription page.
const PickupPointPicker = lazy(() =>
  import('../checkout/lazy.ts').then((checkout) => ({ default: checkout.PickupPointPicker })),
);

interface Controlled {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when it closes, for a dialog opened without a trigger (Radix returns it to its trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Change where the next orders go (spec §4): home delivery to an address of the book, or a relay point found
 * by postcode; then the design system's scope choice (all draft orders or the next only) sends it.
 */
export function DeliveryDialog({
  subscription: s,
  customerId,
  open,
  onOpenChange,
  onCloseAutoFocus,
  onConfirm,
}: Controlled & {
  subscription: Subscription;
  customerId: number;
  onConfirm: (change: DeliveryChange) => Promise<unknown>;
}) {
  const t = useMessages(subscriptionMessages);
  const locale = useLocale();
  const current = s.nextOrder;
  const [mode, setMode] = useState<'home' | 'pickup'>(current.shippingMethod === 'pickup_point' ? 'pickup' : 'home');
  const [address, setAddress] = useState<string>('');
  const [point, setPoint] = useState<string | null>(current.pickupPoint?.code ?? null);
  const [missing, setMissing] = useState(false);
  const [scopeOpen, setScopeOpen] = useState(false);
  const addresses = useQuery({ ...addressesQuery(locale, customerId), enabled: open || scopeOpen });
  const book = addresses.data ?? [];
  const shipping = current.shippingAddress as { postcode?: string; countryCode?: string } | null;
  const chosenAddress = book.find((a) => String(a.id) === address);
  const change: DeliveryChange | null =
    mode === 'home'
      ? chosenAddress
        ? {
            scope: 'all_draft_orders',
            address: chosenAddress.id,
            ...(current.shippingMethod === 'pickup_point' ? { shippingMethod: 'home_delivery' as const } : {}),
          }
        : null
      : point
        ? { scope: 'all_draft_orders', shippingMethod: 'pickup_point', pickupPoint: point }
        : null;
  const summary: ReactNode =
    mode === 'home' && chosenAddress ? (
      <Text>
        {chosenAddress.firstName} {chosenAddress.lastName}, {chosenAddress.street}, {chosenAddress.postcode}{' '}
        {chosenAddress.city}
      </Text>
    ) : mode === 'pickup' && point ? (
      <Text>
        {t.pickupDelivery} · {point}
      </Text>
    ) : null;

  return (
    <>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content size="large" onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title>{t.deliveryTitle}</Dialog.Title>
          <Stack space="medium">
            <RadioGroup
              name="deliveryMode"
              label={t.deliveryMode}
              orientation="horizontal"
              value={mode}
              onValueChange={(value) => {
                setMode(value as 'home' | 'pickup');
                setMissing(false);
              }}
              options={[
                { value: 'home', label: t.deliveryHome },
                { value: 'pickup', label: t.deliveryPickup },
              ]}
            />
            {mode === 'home' ? (
              book.length === 0 && !addresses.isPending ? (
                <Alert tone="info">{t.noAddress}</Alert>
              ) : (
                <RadioGroup
                  name="deliveryAddress"
                  label={t.chooseAddress}
                  value={address}
                  onValueChange={(value) => {
                    setAddress(value);
                    setMissing(false);
                  }}
                  error={missing ? { code: 'required' } : undefined}
                  options={book.map((a) => ({
                    value: String(a.id),
                    label: `${a.firstName} ${a.lastName}`,
                    description: `${a.street}, ${a.postcode} ${a.city}`,
                  }))}
                />
              )
            ) : (
              <Suspense fallback={<Spinner />}>
                <PickupPointPicker
                  country={shipping?.countryCode ?? (locale === 'nl' ? 'BE' : 'FR')}
                  initialPostcode={shipping?.postcode ?? ''}
                  chosen={point}
                  onChoose={(code) => {
                    setPoint(code);
                    setMissing(false);
                  }}
                  missing={missing}
                />
              </Suspense>
            )}
          </Stack>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="ghost">{t.cancel}</Button>
            </Dialog.Close>
            <Button
              onClick={() => {
                if (!change) return setMissing(true);
                onOpenChange(false);
                setScopeOpen(true);
              }}
            >
              {t.continue}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
      <ChangeScopeDialog
        onCloseAutoFocus={onCloseAutoFocus}
        change={mode === 'pickup' ? 'carrier' : 'address'}
        open={scopeOpen}
        onOpenChange={setScopeOpen}
        summary={summary}
        onConfirm={(scope: ChangeScope) => (change ? onConfirm({ ...change, scope }) : undefined)}
      />
    </>
  );
}

/** Charge the subscription on another saved card (spec §4: all draft orders or the next only). */
export function PaymentDialog({
  subscription: s,
  customerId,
  open,
  onOpenChange,
  onCloseAutoFocus,
  onConfirm,
}: Controlled & {
  subscription: Subscription;
  customerId: number;
  onConfirm: (body: { scope: ChangeScope; paymentMethod: number }) => Promise<unknown>;
}) {
  const t = useMessages(subscriptionMessages);
  const locale = useLocale();
  const cards = useQuery({ ...savedCardsQuery(locale, customerId), enabled: open });
  const [card, setCard] = useState('');
  const [scopeOpen, setScopeOpen] = useState(false);
  const current = s.nextOrder.paymentMethod?.id;
  const others = (cards.data?.['hydra:member'] ?? []).filter((c) => c.id !== current);
  const usable = others.filter((c) => !c.expired);
  const chosen = usable.find((c) => String(c.id) === card);
  return (
    <>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title>{t.paymentTitle}</Dialog.Title>
          <Stack space="medium">
            {cards.isPending ? null : usable.length === 0 ? (
              <Alert tone="info">{t.noOtherCard}</Alert>
            ) : (
              <RadioGroup
                name="card"
                label={t.chooseCard}
                value={card}
                onValueChange={setCard}
                options={others.map((c) => ({
                  value: String(c.id),
                  disabled: !!c.expired,
                  label: `${t.card(c.brand, c.last4)}${c.expired ? ` — ${t.expiredCard}` : ''}`,
                  description: t.cardExpiry(formatMonth(c.expMonth, c.expYear, locale)),
                }))}
              />
            )}
          </Stack>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="ghost">{t.cancel}</Button>
            </Dialog.Close>
            <Button
              disabled={!chosen}
              onClick={() => {
                onOpenChange(false);
                setScopeOpen(true);
              }}
            >
              {t.continue}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
      <ChangeScopeDialog
        onCloseAutoFocus={onCloseAutoFocus}
        change="payment"
        open={scopeOpen}
        onOpenChange={setScopeOpen}
        summary={chosen ? <Text>{t.card(chosen.brand, chosen.last4)}</Text> : null}
        onConfirm={(scope: ChangeScope) => (chosen ? onConfirm({ scope, paymentMethod: chosen.id }) : undefined)}
      />
    </>
  );
}

/** A message to the subscription service about this subscription (spec §3: message and its code). */
export function ContactDialog({
  subscription: s,
  open,
  onOpenChange,
  onCloseAutoFocus,
  onSend,
}: Controlled & { subscription: Subscription; onSend: (message: string) => Promise<unknown> }) {
  const t = useMessages(subscriptionMessages);
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setSent(false);
          setFailure(null);
        }
        onOpenChange(next);
      }}
    >
      <Dialog.Content onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>{t.contactTitle}</Dialog.Title>
        {sent ? (
          <>
            <Alert tone="positive">{t.contactDone}</Alert>
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button>{t.close}</Button>
              </Dialog.Close>
            </Dialog.Footer>
          </>
        ) : (
          <form
            noValidate
            onSubmit={async (event) => {
              event.preventDefault();
              if (pending) return;
              if (!message.trim()) return setMissing(true);
              setPending(true);
              setFailure(null);
              try {
                await onSend(message.trim());
                setMessage('');
                setSent(true);
              } catch (error) {
                setFailure(error instanceof ApiError ? errorText(error) : t.genericError);
              } finally {
                setPending(false);
              }
            }}
          >
            <Stack space="medium">
              <Dialog.Description>{t.contactIntro(s.code)}</Dialog.Description>
              <TextArea
                name="message"
                formName="subscriptionContact"
                label={t.contactMessage}
                required
                maxLength={2000}
                value={message}
                error={missing ? { code: 'required' } : undefined}
                onChange={(event) => {
                  setMessage(event.target.value);
                  setMissing(false);
                }}
              />
              <FormError error={failure ? { code: 'server', message: failure } : undefined} />
            </Stack>
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button variant="ghost">{t.cancel}</Button>
              </Dialog.Close>
              <Button type="submit" loading={pending}>
                {t.contactSend}
              </Button>
            </Dialog.Footer>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
