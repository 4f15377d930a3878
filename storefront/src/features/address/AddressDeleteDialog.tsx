// The address book's deletion confirmation (Radix Dialog): a chunk of its own, loaded when the customer reaches for
// Delete (AddressesPage.tsx), out of the page's first load (issue 19).
import { Button, Dialog } from '@gamelle/design-system';
import { useState, type RefObject } from 'react';
import { useMessages } from '../shared/index.ts';
import { addressMessages } from './messages.ts';

/** Escape or Cancel closes it; focus then goes back to the page's Delete button, which opened it. */
export function AddressDeleteDialog({
  name,
  open,
  onOpenChange,
  onDelete,
  returnFocus,
}: {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDelete: () => Promise<void>;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const t = useMessages(addressMessages);
  const [pending, setPending] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        onCloseAutoFocus={(event) => {
          // The page's Delete button opened it (it is no Radix trigger: the page renders it before this chunk).
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <Dialog.Title>{t.deleteTitle}</Dialog.Title>
        <Dialog.Description>{t.deleteText(name)}</Dialog.Description>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="ghost">{t.cancel}</Button>
          </Dialog.Close>
          <Button
            variant="critical"
            loading={pending}
            onClick={async () => {
              setPending(true);
              try {
                await onDelete();
              } finally {
                setPending(false);
              }
            }}
          >
            {t.deleteConfirm}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
