import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconPaths.ts';
import * as styles from './Toast.css.ts';
import { toastMessages } from './Toast.messages.ts';
import type { ShownToast } from './ToastProvider.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';

/**
 * One toast. Its timer pauses while the pointer or focus is on it (WCAG 2.2.1: people who read slowly or
 * reach it by keyboard are not raced), and restarts with the full time when they leave.
 */
export function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: string) => void }) {
  const t = useMessages(toastMessages);
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (paused || toast.duration === null) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [paused, toast.duration, toast.id, onDismiss]);

  return (
    // The pause handlers only track hover/focus; the toast itself is not interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      className={`${styles.toast} ${styles.tone[toast.tone]}`}
      data-tone={toast.tone}
      data-toast={toast.id}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <span className={styles.icon[toast.tone]}>
        <Icon name={icons[toast.tone]} size="small" />
      </span>
      <div className={styles.body}>
        {toast.title ? <div className={styles.title}>{toast.title}</div> : null}
        <div>{toast.message}</div>
      </div>
      <IconButton icon="close" label={t('close')} className={styles.close} onClick={() => onDismiss(toast.id)} />
    </div>
  );
}

const icons: Record<ShownToast['tone'], IconName> = {
  info: 'info',
  positive: 'check',
  caution: 'alert',
  critical: 'alert',
};
