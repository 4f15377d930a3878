import type { ChangeScope } from '@gamelle/contract/subscription/cancellation';
import { useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { useDialogAction } from '../../private/useDialogAction.ts';
import { SubscriptionDialogFrame, type SubscriptionDialogProps } from './SubscriptionDialog.tsx';
import { subscriptionModalsMessages } from './SubscriptionModals.messages.ts';

/** Spec §4: a change of address, carrier or payment applies to all draft orders or only to the next one. */
export type SubscriptionChange = 'address' | 'carrier' | 'payment';

export interface ChangeScopeDialogProps extends SubscriptionDialogProps {
  change: SubscriptionChange;
  /** The new address, carrier or card, as the page shows it. */
  summary?: ReactNode;
  onConfirm: (scope: ChangeScope) => unknown;
  defaultScope?: ChangeScope;
}

const titles = { address: 'scopeTitleAddress', carrier: 'scopeTitleCarrier', payment: 'scopeTitlePayment' } as const;

export function ChangeScopeDialog({
  change,
  summary,
  onConfirm,
  defaultScope = 'all_draft_orders',
  ...frame
}: ChangeScopeDialogProps) {
  const t = useMessages(subscriptionModalsMessages);
  const [scope, setScope] = useState<ChangeScope>(defaultScope);
  const action = useDialogAction(onConfirm);
  return (
    <SubscriptionDialogFrame {...frame} title={t(titles[change])}>
      {(close) => (
        <form
          noValidate
          data-change={change}
          onSubmit={async (event) => {
            event.preventDefault();
            if ((await action.run(scope)) === 'submitted') close();
          }}
        >
          <Stack space="medium">
            {summary ? <div>{summary}</div> : null}
            <RadioGroup
              name="scope"
              label={t('scopeLabel')}
              value={scope}
              onValueChange={(value) => setScope(value as ChangeScope)}
              options={[
                { value: 'all_draft_orders', label: t('scopeAll'), description: t('scopeAllHelp') },
                { value: 'next_order_only', label: t('scopeNext'), description: t('scopeNextHelp') },
              ]}
            />
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
