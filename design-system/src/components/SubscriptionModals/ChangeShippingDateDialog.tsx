import { useState } from 'react';
import type { FieldErrorInput } from '../../forms/fieldError.ts';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { useDialogAction } from '../../private/useDialogAction.ts';
import { SubscriptionDialogFrame, type SubscriptionDialogProps } from './SubscriptionDialog.tsx';
import { subscriptionModalsMessages } from './SubscriptionModals.messages.ts';

export interface ChangeShippingDateDialogProps extends SubscriptionDialogProps {
  /** `YYYY-MM-DD` */
  currentDate: string;
  /** First and last dates the back end accepts. */
  minDate: string;
  maxDate: string;
  onConfirm: (date: string) => unknown;
  /** An order is being sent: the change only applies to the next shipment (spec §4). */
  nextShipmentOnly?: boolean;
}

/** Move the next shipping date, within the range the back end allows. */
export function ChangeShippingDateDialog({
  currentDate,
  minDate,
  maxDate,
  onConfirm,
  nextShipmentOnly,
  ...frame
}: ChangeShippingDateDialogProps) {
  const t = useMessages(subscriptionModalsMessages);
  const [date, setDate] = useState(currentDate);
  const [error, setError] = useState<FieldErrorInput>(undefined);
  const action = useDialogAction(onConfirm);
  return (
    <SubscriptionDialogFrame {...frame} title={t('dateTitle')}>
      {(close) => (
        <form
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            const problem = dateProblem(date, minDate, maxDate);
            setError(problem);
            if (problem) return;
            if ((await action.run(date)) === 'submitted') close();
          }}
        >
          <Stack space="medium">
            <TextField
              type="date"
              name="nextShippingDate"
              formName="subscriptionDate"
              label={t('dateLabel')}
              required
              min={minDate}
              max={maxDate}
              value={date}
              error={error}
              onChange={(event) => setDate(event.target.value)}
            />
            {nextShipmentOnly ? <Alert tone="info">{t('dateNextShipmentOnly')}</Alert> : null}
            <FormError error={action.error} />
          </Stack>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="ghost">{t('cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" loading={action.pending}>
              {t('confirm')}
            </Button>
          </Dialog.Footer>
        </form>
      )}
    </SubscriptionDialogFrame>
  );
}

/** The generic date codes of spec §5, with the bound to show. */
export function dateProblem(date: string, min: string, max: string): FieldErrorInput {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { code: 'required' };
  if (date < min) return { code: 'date_too_early', params: { min: frenchDate(min) } };
  if (date > max) return { code: 'date_too_late', params: { max: frenchDate(max) } };
  return undefined;
}

function frenchDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
