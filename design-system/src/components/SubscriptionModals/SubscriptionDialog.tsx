import { type ReactNode, type RefObject } from 'react';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { useControllableState } from '../../private/useControllableState.ts';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Link } from '../Link/Link.tsx';
import { subscriptionModalsMessages } from './SubscriptionModals.messages.ts';

/** What every subscription dialog accepts: a trigger and/or controlled open state, and the locked state. */
export interface SubscriptionDialogProps {
  /** The opener (usually a Button); focus returns to it on close. */
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Where focus goes on close when there is no `trigger` (a dialog another one hands over to): Radix returns it to
   * the trigger, and without one it fell to `<body>`.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** Past the 4-day cut-off: the dialog only says "draft in progress" and points to customer service. */
  locked?: boolean;
  /** Where "Contacter le service client" leads in the locked state. */
  contactHref?: string;
}

interface FrameProps extends SubscriptionDialogProps {
  title: ReactNode;
  description?: ReactNode;
  children: (close: () => void) => ReactNode;
  /** Focused on open instead of the first control: the least destructive action of irreversible steps. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/** The modal frame shared by the subscription dialogs (Dialog from the foundation: focus trap, Escape, return). */
export function SubscriptionDialogFrame({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  onCloseAutoFocus,
  locked,
  contactHref = '/nous-contacter/',
  title,
  description,
  children,
  initialFocus,
}: FrameProps) {
  const t = useMessages(subscriptionModalsMessages);
  const [isOpen, setOpen] = useControllableState(open, defaultOpen ?? false, onOpenChange);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(event) => {
          if (!initialFocus?.current || locked) return;
          event.preventDefault();
          initialFocus.current.focus();
        }}
      >
        {locked ? (
          <div data-locked="">
            <Dialog.Title>{t('lockedTitle')}</Dialog.Title>
            <Dialog.Description>{t('lockedBody')}</Dialog.Description>
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button variant="secondary">{t('close')}</Button>
              </Dialog.Close>
              <Link href={contactHref}>{t('contactSupport')}</Link>
            </Dialog.Footer>
          </div>
        ) : (
          <>
            <Dialog.Title>{title}</Dialog.Title>
            {description ? <Dialog.Description>{description}</Dialog.Description> : null}
            {children(close)}
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
