import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COPY_FEEDBACK_MS } from '../../theme/presentation.ts';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { visuallyHidden } from '../../forms/field.css.ts';
import { copyText } from './copyText.ts';
import { copyButtonMessages } from './CopyButton.messages.ts';
import * as styles from './CopyButton.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export interface CopyButtonProps {
  /** What goes to the clipboard (a coupon code, a sponsorship link, an IBAN). */
  text: string;
  /** Visible label; "Copier" unless told. Name what is copied when several buttons share a page. */
  children?: ReactNode;
  /** Called once the text is on the clipboard. */
  onCopy?: (text: string) => void;
  /** How to copy (tests, or a native bridge); the Clipboard API with a fallback by default. */
  copy?: (text: string) => Promise<void>;
  /** How long the "Copié" feedback stays; spec §9 says 1500 ms. */
  feedbackMs?: number;
  disabled?: boolean;
}

/**
 * Copies a text and says so for 1500 ms: the label turns to "Copié"/"Gekopieerd" and a polite live region
 * announces it, then both return to rest. A refused copy says "Copie impossible" the same way.
 */
export function CopyButton({
  text,
  children,
  onCopy,
  copy = copyText,
  feedbackMs = COPY_FEEDBACK_MS,
  disabled,
}: CopyButtonProps) {
  const t = useMessages(copyButtonMessages);
  const [feedback, setFeedback] = useState<'copied' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: 'copied' | 'failed') => {
    clearTimeout(timer.current);
    setFeedback(next);
    timer.current = setTimeout(() => setFeedback(null), feedbackMs);
  };

  const handleClick = async () => {
    try {
      await copy(text);
      show('copied');
      onCopy?.(text);
    } catch {
      show('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.button}
        data-feedback={feedback ?? undefined}
        disabled={disabled}
        onClick={handleClick}
      >
        <Icon name={feedback === 'copied' ? 'check' : 'copy'} size="small" className={styles.icon} />
        <span>{feedback ? t(feedback) : (children ?? t('copy'))}</span>
      </button>
      <span className={visuallyHidden} role="status">
        {feedback ? t(feedback) : ''}
      </span>
    </>
  );
}
