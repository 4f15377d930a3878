// The pet page's deletion confirmation (Radix Dialog): a chunk of its own, loaded when the customer reaches for
// Delete (PetPage.tsx), out of the page's first load (issue 19).
import { Button, Dialog, FormError } from '@gamelle/design-system';
import type { Animal } from '@gamelle/contract/pet/schema';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type RefObject } from 'react';
import { ApiError, errorText, useLocale, useMessages } from '../shared/index.ts';
import { petMessages } from './messages.ts';
import { petClient, usePetDeleted } from './queries.ts';

/** Opens on Cancel (an irreversible step starts on its least destructive action); Escape closes it. */
export function PetDeleteDialog({
  pet,
  customerId,
  open,
  onOpenChange,
  returnFocus,
}: {
  pet: Animal;
  customerId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const t = useMessages(petMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const forget = usePetDeleted(customerId);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setPending(true);
    setError(null);
    try {
      await petClient(locale).remove(pet.id);
    } catch (caught) {
      setPending(false);
      // Already gone (another tab): the outcome the customer wanted.
      if (!(caught instanceof ApiError && caught.status === 404)) {
        setError(caught instanceof ApiError ? errorText(caught) : String(caught));
        return;
      }
    }
    await navigate({ to: '/mon-compte/mes-animaux/', search: { notice: 'deleted', name: pet.name } });
    await forget(pet.id);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setError(null);
        onOpenChange(next);
      }}
    >
      <Dialog.Content
        onOpenAutoFocus={(event) => {
          // An irreversible step starts on its least destructive action.
          event.preventDefault();
          cancelRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // The page's Delete button opened it (it is no Radix trigger: the page renders it before this chunk).
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <Dialog.Title>{t.deleteTitle(pet.name)}</Dialog.Title>
        <Dialog.Description>{t.deleteText}</Dialog.Description>
        <FormError error={error ? { message: error } : undefined} />
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button ref={cancelRef} variant="ghost">
              {t.cancel}
            </Button>
          </Dialog.Close>
          <Button variant="critical" loading={pending} onClick={remove}>
            {t.deleteConfirm}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
