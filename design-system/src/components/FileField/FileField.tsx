import { useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { CONTACT_ATTACHMENT_MAX_BYTES } from '@gamelle/contract/shared/limits';
import { ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE } from '@gamelle/contract/shared/uploads';
import { useLocale, useMessages } from '../../i18n/LocaleProvider.tsx';
import type { FieldErrorInput } from '../../forms/fieldError.ts';
import * as styles from '../../forms/field.css.ts';
import { useField, type FieldBaseProps } from '../../forms/useField.ts';
import { Field } from '../Field/Field.tsx';
import { fileErrorCode, formatFileSize, megabytes, type FileErrorCode } from '../../private/fileRules.ts';
import { fileFieldMessages } from './FileField.messages.ts';
import * as own from './FileField.css.ts';

export interface FileFieldProps
  extends
    FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'className' | 'style' | 'accept'> {
  /** `accept` list; without it the contract's upload families (documents, images, audio, video…). */
  accept?: string;
  /** How the accepted types read to a person ("JPEG, PNG"); derived from the families when omitted. */
  acceptLabel?: string;
  /** Largest size in bytes; the contact attachment limit (10 MB) unless told. */
  maxBytes?: number;
  /** Told which file was refused and why; the field already shows the message. */
  onFileRejected?: (file: File, code: FileErrorCode) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A file input that states the accepted types and the maximum size, and refuses a file that breaks them
 * with 'file too large' / 'unsupported file type' (spec §5) before the form sees it: the input is emptied,
 * so `register` and `Controller` never receive a refused file. The native input covers the drop zone, so
 * it is reached with Tab, opened with Enter or Space, and takes dropped files.
 */
export function FileField({
  label,
  description,
  error,
  formName,
  accept,
  acceptLabel,
  maxBytes = CONTACT_ATTACHMENT_MAX_BYTES,
  onFileRejected,
  onChange,
  ref,
  ...input
}: FileFieldProps) {
  const t = useMessages(fileFieldMessages);
  const locale = useLocale();
  const [rejection, setRejection] = useState<FieldErrorInput>(undefined);
  const [chosen, setChosen] = useState<{ name: string; size: number }[]>([]);
  const [dragging, setDragging] = useState(false);
  const field = useField({ label, description, error: error || rejection, formName, ...input }, 'rules');
  const many = Boolean(input.multiple);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDragging(false);
    const files = Array.from(event.currentTarget.files ?? []);
    const refused = files
      .map((file) => ({ file, code: fileErrorCode(file, { accept, maxBytes }) }))
      .find((result) => result.code !== null);
    if (refused?.code) {
      event.currentTarget.value = '';
      setChosen([]);
      setRejection({ code: refused.code, params: { maxMb: megabytes(maxBytes) } });
      onFileRejected?.(refused.file, refused.code);
    } else {
      setRejection(undefined);
      setChosen(files.map(({ name, size }) => ({ name, size })));
    }
    onChange?.(event);
  };

  const types =
    acceptLabel ??
    (accept
      ? accept
          .split(',')
          .map((s) => s.trim())
          .join(', ')
      : t('uploadFamilies'));
  const sizeText = formatFileSize(maxBytes, locale);
  const chosenText = chosen.map((file) => `${file.name} (${formatFileSize(file.size, locale)})`).join(', ');

  return (
    <Field
      ids={field.ids}
      label={label}
      description={description}
      errorText={field.errorText}
      required={input.required}
      disabled={input.disabled}
      footer={
        <>
          <p id={`${field.ids.control}-rules`} className={styles.description}>
            {t('accepted', { types, size: sizeText })}
          </p>
          {chosen.length ? (
            <p className={own.chosen}>{t(many ? 'chosenMany' : 'chosen', { files: chosenText })}</p>
          ) : null}
          {/* The choice happens in the OS picker or by a drop, away from the field: say what came of it. */}
          <p className={styles.visuallyHidden} role="status">
            {rejection
              ? field.errorText
              : chosen.length
                ? t(many ? 'chosenMany' : 'chosen', { files: chosenText })
                : ''}
          </p>
        </>
      }
    >
      <div
        className={own.dropZone}
        data-dragging={dragging ? '' : undefined}
        data-invalid={field.invalid ? '' : undefined}
        data-disabled={input.disabled ? '' : undefined}
      >
        <span className={own.fakeButton} aria-hidden="true">
          {t(many ? 'chooseMany' : 'choose')}
        </span>
        <span aria-hidden="true">{t(many ? 'orDropMany' : 'orDrop')}</span>
        <input
          ref={ref}
          type="file"
          accept={accept ?? ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE}
          className={own.input}
          onChange={handleChange}
          // The input covers the zone, so a dragged file is over the input itself.
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          onDrop={() => setDragging(false)}
          {...input}
          {...field.controlProps}
        />
      </div>
    </Field>
  );
}
