import { PET_PHOTO_MAX_MB, PET_PHOTO_TYPES } from '@gamelle/contract/pet/photo';
import { messages } from '@gamelle/contract/shared/messages';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocale, useMessages } from '../../i18n/LocaleProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { useControllableState } from '../../private/useControllableState.ts';
import { Dialog } from '../Dialog/Dialog.tsx';
import { fileErrorCode } from '../../private/fileRules.ts';
import { FormError } from '../FormError/FormError.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { useDialogAction } from '../../private/useDialogAction.ts';
import * as styles from './PetPhotoDialog.css.ts';
import { petPhotoDialogMessages } from './PetPhotoDialog.messages.ts';
import { rotate, type PhotoRotation } from './photoRules.ts';

export interface PetPhotoChange {
  /** The new file, or null to keep the current photo (rotated). */
  file: File | null;
  rotation: PhotoRotation;
}

export interface PetPhotoDialogProps {
  petName: string;
  /** The current photo's URL, if any. */
  photoUrl?: string | null;
  /** Uploads and saves; reject to show why. */
  onSave: (change: PetPhotoChange) => unknown;
  onDelete: () => unknown;
  maxSizeMb?: number;
  trigger?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The pet photo dialog (spec §2): import a photo, turn it a quarter at a time, delete it (after a confirmation
 * that starts on Cancel), with the accepted types and the maximum size shown before choosing.
 */
export function PetPhotoDialog({
  petName,
  photoUrl,
  onSave,
  onDelete,
  maxSizeMb = PET_PHOTO_MAX_MB,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
}: PetPhotoDialogProps) {
  const t = useMessages(petPhotoDialogMessages);
  const locale = useLocale();
  const rulesId = useId();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen ?? false, onOpenChange);
  const [file, setFile] = useState<File | null>(null);
  const [rotation, setRotation] = useState<PhotoRotation>(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelDeleteRef = useRef<HTMLButtonElement>(null);
  const preview = useObjectUrl(file) ?? photoUrl ?? null;
  const accept = PET_PHOTO_TYPES.map((type) => type.mime).join(',');
  const save = useDialogAction(onSave);
  const remove = useDialogAction<void>(() => onDelete());

  const reset = () => {
    setFile(null);
    setRotation(0);
    setFileError(null);
    setConfirmingDelete(false);
  };

  useEffect(() => {
    if (confirmingDelete) cancelDeleteRef.current?.focus();
  }, [confirmingDelete]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const code = fileErrorCode(chosen, { accept, maxBytes: maxSizeMb * 1024 * 1024 });
    if (code) {
      setFileError(code === 'file_too_large' ? fileTooLarge(locale, maxSizeMb) : messages[locale].codes[code]);
      return;
    }
    setFileError(null);
    setFile(chosen);
    setRotation(0);
  };

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next) reset();
        setOpen(next);
      }}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Content size="small">
        <Dialog.Title>{t('title', { name: petName })}</Dialog.Title>
        <Stack space="medium">
          <div className={styles.preview}>
            {preview ? (
              <img
                className={styles.image}
                src={preview}
                alt={t('preview', { name: petName })}
                style={{ transform: `rotate(${rotation}deg)` }}
                data-rotation={rotation}
                // A file named and typed as a picture that is none (a renamed document): refused here, as the
                // server would on saving, rather than shown as a broken picture that can be saved.
                onError={() => {
                  if (!file) return;
                  setFile(null);
                  setFileError(messages[locale].codes.unsupported_file_type);
                }}
              />
            ) : (
              <span>{t('noPhoto')}</span>
            )}
          </div>
          <p id={rulesId} className={styles.rules}>
            {t('rules', { types: PET_PHOTO_TYPES.map((type) => type.label).join(', '), maxMb: maxSizeMb })}
          </p>
          <input
            ref={inputRef}
            className={styles.fileInput}
            type="file"
            accept={accept}
            tabIndex={-1}
            aria-label={t('fileInput')}
            aria-describedby={rulesId}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {confirmingDelete ? (
            <div role="group" aria-label={t('delete')}>
              <p>{t('deleteConfirm', { name: petName })}</p>
              <FormError error={remove.error} />
              <Dialog.Footer>
                <Button ref={cancelDeleteRef} variant="secondary" onClick={() => setConfirmingDelete(false)}>
                  {t('cancel')}
                </Button>
                <Button
                  variant="critical"
                  loading={remove.pending}
                  onClick={async () => {
                    if ((await remove.run()) === 'submitted') setOpen(false);
                  }}
                >
                  {t('deleteYes')}
                </Button>
              </Dialog.Footer>
            </div>
          ) : (
            <>
              <div className={styles.tools}>
                <Button variant="secondary" aria-describedby={rulesId} onClick={() => inputRef.current?.click()}>
                  {t('import')}
                </Button>
                <Button variant="ghost" disabled={!preview} onClick={() => setRotation(rotate(rotation, 'left'))}>
                  {t('rotateLeft')}
                </Button>
                <Button variant="ghost" disabled={!preview} onClick={() => setRotation(rotate(rotation, 'right'))}>
                  {t('rotateRight')}
                </Button>
                {photoUrl ? (
                  <Button variant="ghost" onClick={() => setConfirmingDelete(true)}>
                    {t('delete')}
                  </Button>
                ) : null}
              </div>
              <FormError error={fileError ? { message: fileError } : save.error} />
              <Dialog.Footer>
                <Dialog.Close asChild>
                  <Button variant="ghost">{t('cancel')}</Button>
                </Dialog.Close>
                <Button
                  loading={save.pending}
                  disabled={!file && rotation === 0}
                  onClick={async () => {
                    if ((await save.run({ file, rotation })) === 'submitted') setOpen(false);
                  }}
                >
                  {t('save')}
                </Button>
              </Dialog.Footer>
            </>
          )}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function fileTooLarge(locale: 'fr' | 'nl', maxMb: number): string {
  return messages[locale].codes.file_too_large.replace('{maxMb}', String(maxMb));
}

/** A blob URL for the chosen file, revoked when it changes or the dialog goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
