import {
  Alert,
  Button,
  Checkbox,
  Heading,
  Price,
  RadioGroup,
  Stack,
  Text,
  TextArea,
  useShopForm,
} from '@gamelle/design-system';
import type { PaymentMethod } from '@gamelle/contract/checkout/schema';
import { useEffect, useRef, useState } from 'react';
import { heldFormUntilHydrated, useHeldSubmitReplayed, useMessages } from '../shared/index.ts';
import type { CheckoutOrder } from './checkout-api.ts';
import { paymentSchema } from './lazy-schemas.ts';
import { checkoutMessages } from './messages.ts';
import { latestPayment } from './order-view.ts';

export interface PaymentStepProps {
  order: CheckoutOrder;
  methods: readonly PaymentMethod[];
  /** Chooses the method at once (PATCH …/payments/{id}) so the summary shows its fee before the order is placed. */
  onChoose: (method: PaymentMethod['code']) => Promise<void>;
  /** Places the order with the total shown. */
  onComplete: (notes: string | null) => Promise<void>;
  error: string | null;
  pending: boolean;
}

/** The payment step: the methods the server offers, notes, the terms, and the order placed with the total shown. */
export function PaymentStep({ order, methods, onChoose, onComplete, error, pending }: PaymentStepProps) {
  const t = useMessages(checkoutMessages);
  // The server's method counts only while the order says one is chosen: choosing the delivery again (back to
  // « Livraison » and on) puts the order back to `shipping_selected` with its attempt still naming the old method, which
  // the radios showed as chosen while placing the order answered « Choisissez d'abord un moyen de paiement », and
  // pressing the shown method again did nothing (already checked): the customer was stuck.
  const current =
    order.checkoutState === 'payment_selected' || order.checkoutState === 'payment_skipped'
      ? (latestPayment(order)?.method ?? undefined)
      : undefined;
  const [choosing, setChoosing] = useState(false);
  const choice = useRef<Promise<void> | undefined>(undefined);
  const {
    form,
    handleSubmit,
    pending: submitting,
  } = useShopForm({
    schema: paymentSchema,
    formName: 'checkoutPayment',
    defaultValues: {
      paymentMethod: current && methods.some((m) => m.code === current) ? current : undefined,
      notes: '',
      terms: false as never,
    },
    // After the method's own PATCH, when one is under way: a press replayed right after a choice made before the
    // step's code was live (choices-before-hydration.ts) must not place the order with the method it had before.
    onSubmit: async (values) => {
      await choice.current;
      await onComplete(values.notes?.trim() ? values.notes.trim() : null);
    },
  });
  // The server's method, when it changes under this form (another tab chose one and this tab resumed with the order
  // as it now is): the radios show it. This tab's own choice is already the form's value, so nothing moves then.
  useEffect(() => {
    if (current && methods.some((m) => m.code === current) && form.getValues('paymentMethod') !== current)
      form.setValue('paymentMethod', current);
  }, [current, methods, form]);
  const chosen = form.watch('paymentMethod');
  const method = methods.find((m) => m.code === chosen);
  const errors = form.formState.errors;
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmitReplayed(formRef);

  return (
    <form ref={formRef} {...heldFormUntilHydrated} onSubmit={handleSubmit} noValidate>
      <Stack space="large">
        <Heading level={2}>{t.paymentTitle}</Heading>
        <RadioGroup
          label={t.paymentMethod}
          name="paymentMethod"
          required
          value={chosen ?? ''}
          error={errors.paymentMethod ? t.chooseMethod : undefined}
          onValueChange={async (value) => {
            form.setValue('paymentMethod', value as PaymentMethod['code'], { shouldValidate: false });
            form.clearErrors('paymentMethod');
            setChoosing(true);
            const chosen = onChoose(value as PaymentMethod['code']);
            choice.current = chosen.catch(() => undefined);
            try {
              await chosen;
            } finally {
              setChoosing(false);
            }
          }}
          options={methods.map((m) => ({
            value: m.code,
            label: m.name,
            description: (
              <>
                {m.description}
                {m.fee > 0 ? (
                  <>
                    {' · '}
                    {t.feeLabel} <Price cents={m.fee} />
                  </>
                ) : null}
              </>
            ),
          }))}
        />
        <TextArea
          label={t.notes}
          rows={3}
          error={errors.notes}
          formName="checkoutPayment"
          {...form.register('notes')}
        />
        <Checkbox
          label={t.terms}
          required
          error={errors.terms ? t.termsRequired : undefined}
          {...form.register('terms')}
        />
        <div aria-live="polite">{error ? <Alert tone="critical">{error}</Alert> : null}</div>
        <div>
          <Button type="submit" loading={pending || submitting || choosing} data-testid="place-order">
            {order.total === 0 ? t.placeOrderFree : method?.delayed ? t.placeOrderOffline : t.placeOrder}
          </Button>
        </div>
        {order.total > 0 && method && !method.delayed ? (
          <Text size="small" tone="secondary">
            {t.cardHint}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
