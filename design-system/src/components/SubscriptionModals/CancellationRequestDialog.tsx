import { CANCELLATION_REASONS } from '@gamelle/contract/subscription/cancellation';
import { abortSubscriptionFormSchema, type AbortSubscriptionFormValues } from '@gamelle/contract/service/contact';
import { useState } from 'react';
import { FormScope } from '../../forms/FormScope.tsx';
import { useShopForm } from '../../forms/useShopForm.ts';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { Select } from '../Select/Select.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { SubscriptionDialogFrame, type SubscriptionDialogProps } from './SubscriptionDialog.tsx';
import { subscriptionModalsMessages } from './SubscriptionModals.messages.ts';

export interface CancellationRequestDialogProps extends SubscriptionDialogProps {
  onSubmit: (request: AbortSubscriptionFormValues) => unknown;
  /** Reasons as the back end knows them; the five defaults otherwise. */
  reasons?: readonly { value: string; label: string }[];
}

/**
 * Cancellation is a request that an operator follows up (spec §4): reason and message are both required
 * (spec §5 "Abort subscription"), then a confirmation says customer service will come back.
 */
export function CancellationRequestDialog({
  onSubmit,
  reasons,
  onOpenChange,
  ...frame
}: CancellationRequestDialogProps) {
  const t = useMessages(subscriptionModalsMessages);
  const [sent, setSent] = useState(false);
  const { form, handleSubmit, pending, formErrors } = useShopForm({
    schema: abortSubscriptionFormSchema,
    formName: 'abortSubscription',
    defaultValues: { reason: '', message: '' },
    onSubmit: async (values: AbortSubscriptionFormValues) => {
      await onSubmit(values);
      setSent(true);
    },
  });
  const options = reasons ?? CANCELLATION_REASONS.map((value) => ({ value, label: t(`reason_${value}`) }));
  const errors = form.formState.errors;
  return (
    <SubscriptionDialogFrame
      {...frame}
      onOpenChange={(open) => {
        if (open) setSent(false);
        onOpenChange?.(open);
      }}
      title={t('cancellationTitle')}
      description={sent ? undefined : t('cancellationDescription')}
    >
      {() =>
        sent ? (
          <>
            <Alert tone="positive">{t('cancellationDone')}</Alert>
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button>{t('close')}</Button>
              </Dialog.Close>
            </Dialog.Footer>
          </>
        ) : (
          <FormScope form="abortSubscription">
            <form noValidate onSubmit={handleSubmit}>
              <Stack space="medium">
                <Select
                  label={t('reason')}
                  placeholder={t('chooseReason')}
                  required
                  options={options}
                  error={errors.reason}
                  {...form.register('reason')}
                />
                <TextArea label={t('message')} required error={errors.message} {...form.register('message')} />
                <FormError
                  error={formErrors[0] ? { code: formErrors[0].code, message: formErrors[0].message } : undefined}
                />
              </Stack>
              <Dialog.Footer>
                <Dialog.Close asChild>
                  <Button variant="ghost">{t('cancel')}</Button>
                </Dialog.Close>
                <Button type="submit" variant="critical" loading={pending}>
                  {t('send')}
                </Button>
              </Dialog.Footer>
            </form>
          </FormScope>
        )
      }
    </SubscriptionDialogFrame>
  );
}
