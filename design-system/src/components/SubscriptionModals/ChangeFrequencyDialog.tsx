import type { DeliveryFrequencyCode } from '@gamelle/contract/subscription/frequencies';
import { useState } from 'react';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { FrequencySelect } from '../FrequencySelect/FrequencySelect.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { useDialogAction } from '../../private/useDialogAction.ts';
import { SubscriptionDialogFrame, type SubscriptionDialogProps } from './SubscriptionDialog.tsx';
import { subscriptionModalsMessages } from './SubscriptionModals.messages.ts';

export interface ChangeFrequencyDialogProps extends SubscriptionDialogProps {
  currentFrequency: DeliveryFrequencyCode;
  onConfirm: (frequency: DeliveryFrequencyCode) => unknown;
  /**
   * The next order cannot be delivered at the new rhythm: say the new frequency starts with the one after. A
   * function decides per chosen frequency (a shorter one may come too late for the next order, a longer not).
   */
  appliesToFollowingOrder?: boolean | ((frequency: DeliveryFrequencyCode) => boolean);
}

/** Choose one of the ten delivery frequencies (spec §3). */
export function ChangeFrequencyDialog({
  currentFrequency,
  onConfirm,
  appliesToFollowingOrder,
  ...frame
}: ChangeFrequencyDialogProps) {
  const t = useMessages(subscriptionModalsMessages);
  const [frequency, setFrequency] = useState(currentFrequency);
  const action = useDialogAction(onConfirm);
  return (
    <SubscriptionDialogFrame {...frame} title={t('frequencyTitle')}>
      {(close) => (
        <form
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            if ((await action.run(frequency)) === 'submitted') close();
          }}
        >
          <Stack space="medium">
            <FrequencySelect value={frequency} onChange={setFrequency} />
            {(
              typeof appliesToFollowingOrder === 'function'
                ? frequency !== currentFrequency && appliesToFollowingOrder(frequency)
                : appliesToFollowingOrder
            ) ? (
              <Alert tone="info">{t('frequencyFollowingOrder')}</Alert>
            ) : null}
            <FormError error={action.error} />
          </Stack>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="ghost">{t('cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" loading={action.pending} disabled={frequency === currentFrequency}>
              {t('confirm')}
            </Button>
          </Dialog.Footer>
        </form>
      )}
    </SubscriptionDialogFrame>
  );
}
