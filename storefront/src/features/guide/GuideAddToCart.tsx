import {
  DEFAULT_DELIVERY_FREQUENCY,
  isDeliveryFrequencyCode,
  type DeliveryFrequencyCode,
} from '@gamelle/contract/subscription/frequencies';
import { SUBSCRIPTION } from '@gamelle/contract/shared/limits';
import { Alert, Button, FrequencySelect, RadioGroup, Stack } from '@gamelle/design-system';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { CartActionError, useCartActions } from '../cart/index.ts';
import { heldFormUntilHydrated, useHeldSubmitReplayed } from '../shared/index.ts';
import { type FormChoices, useSeedFromForm } from './form-choices.ts';
import { useGuidePartMessages } from './part-messages.ts';

export interface GuideCartLine {
  variantCode: string;
}

/**
 * Once or as a subscription (spec §1: 10 % off, 2 deliveries minimum) at the frequency the guide suggests (the
 * longest that a pack lasts; the customer may change it), then every line of the recommendation added to the cart
 * one after the other, as the buy box does. A failure says the server's message and what was already added stays.
 * A chunk of its own (add-to-cart-part.ts): a press made before it is live is held, then sent, with the mode and
 * frequency chosen meanwhile: the controls are left to the page, read from the form when it is sent, and the state
 * that shows the frequency or not follows the form on mount (form-choices.ts).
 */
export function GuideAddToCart({
  lines,
  linesNow,
  suggestedInterval,
  submitLabel,
  addedText,
  sourceItemList,
}: {
  lines: readonly GuideCartLine[];
  /**
   * The lines as the page shows them when the form is sent, when they are chosen outside it (the kibble result's
   * format): a press held before hydration is sent before the state seeded on mount has been rendered.
   */
  linesNow?: () => readonly GuideCartLine[];
  suggestedInterval: number | null;
  submitLabel: string;
  addedText: string;
  sourceItemList: string;
}) {
  const t = useGuidePartMessages();
  const id = useId();
  const cart = useCartActions();
  const suggested = isDeliveryFrequencyCode(suggestedInterval) ? suggestedInterval : null;
  const purchase = `${id}-purchase`;
  const frequencyName = `${id}-frequency`;
  /** What the form shows (the frequency, for a subscription); what it sends is read from it (`chosen`). */
  const [subscribed, setSubscribed] = useState(true);
  const [frequency, setFrequency] = useState<DeliveryFrequencyCode>(suggested ?? DEFAULT_DELIVERY_FREQUENCY);
  const [status, setStatus] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  // Keyed by its format in the kibble result: each new form is live on mount (a press held before then is sent).
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmitReplayed(formRef);
  const chosen = (form: FormChoices) => {
    const code = Number(form.get(frequencyName));
    return {
      subscribed: form.get(purchase) !== 'once',
      frequency: isDeliveryFrequencyCode(code) ? code : frequency,
    };
  };
  useSeedFromForm(formRef, (form) => {
    const now = chosen(form);
    setSubscribed(now.subscribed);
    setFrequency(now.frequency);
  });

  const add = async (choice: ReturnType<typeof chosen>) => {
    const sent = linesNow?.() ?? lines;
    if (pending) return;
    setPending(true);
    setStatus(null);
    try {
      for (const line of sent) {
        await cart.add({
          variantCode: line.variantCode,
          quantity: 1,
          subscriptionInterval: choice.subscribed ? choice.frequency : null,
          sourceItemList,
        });
      }
      setStatus({ tone: 'positive', text: addedText });
    } catch (error) {
      setStatus({
        tone: 'critical',
        text: (error instanceof CartActionError && error.serverMessage) || t.genericError,
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      ref={formRef}
      {...heldFormUntilHydrated}
      onSubmit={(event) => {
        event.preventDefault();
        void add(chosen(new FormData(event.currentTarget)));
      }}
    >
      <Stack space="medium">
        <RadioGroup
          label={t.purchaseMode}
          name={purchase}
          defaultValue="subscription"
          onValueChange={(value) => setSubscribed(value === 'subscription')}
          options={[
            {
              value: 'subscription',
              label: t.subscribe,
              description: t.subscriptionTerms(SUBSCRIPTION.discountPercent, SUBSCRIPTION.minimumDeliveries),
            },
            { value: 'once', label: t.buyOnce },
          ]}
        />
        {subscribed ? (
          <FrequencySelect
            id={frequencyName}
            name={frequencyName}
            label={t.frequency}
            // Shown again after a one-off purchase was chosen: as it was left.
            defaultValue={frequency}
            onChange={setFrequency}
            description={suggested === null ? t.noSuggestedFrequency : undefined}
          />
        ) : null}
        <div>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </div>
        <div aria-live="polite">
          {status ? (
            <Alert tone={status.tone}>
              {status.text} {status.tone === 'positive' ? <Link to="/panier/">{t.viewCart}</Link> : null}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}
