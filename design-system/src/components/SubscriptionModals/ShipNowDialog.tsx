import { useRef, useState } from 'react';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { useDialogAction } from '../../private/useDialogAction.ts';
import { SubscriptionDialogFrame, type SubscriptionDialogProps } from './SubscriptionDialog.tsx';
import { subscriptionModalsMessages } from './SubscriptionModals.messages.ts';

export interface ShipNowDialogProps extends SubscriptionDialogProps {
  /** Ships and debits the next order now; reject to show the failure. */
  onConfirm: () => unknown;
}

/**
 * "Ship now" (spec §4): a confirmation first (focus starts on Cancel, the step debits the customer), then
 * "shipped and debited within 24 working hours".
 */
export function ShipNowDialog({ onConfirm, onOpenChange, ...frame }: ShipNowDialogProps) {
  const t = useMessages(subscriptionModalsMessages);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [done, setDone] = useState(false);
  const action = useDialogAction<void>(() => onConfirm());
  return (
    <SubscriptionDialogFrame
      {...frame}
      onOpenChange={(open) => {
        // Opening again starts from the confirmation.
        if (open) setDone(false);
        onOpenChange?.(open);
      }}
      title={t('shipNowTitle')}
      description={done ? undefined : t('shipNowDescription')}
      initialFocus={cancelRef}
    >
      {() =>
        done ? (
          <>
            <Alert tone="positive">{t('shipNowDone')}</Alert>
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button>{t('close')}</Button>
              </Dialog.Close>
            </Dialog.Footer>
          </>
        ) : (
          <>
            <FormError error={action.error} />
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button ref={cancelRef} variant="secondary">
                  {t('cancel')}
                </Button>
              </Dialog.Close>
              <Button
                loading={action.pending}
                onClick={async () => {
                  if ((await action.run()) === 'submitted') setDone(true);
                }}
              >
                {t('shipNowConfirm')}
              </Button>
            </Dialog.Footer>
          </>
        )
      }
    </SubscriptionDialogFrame>
  );
}
