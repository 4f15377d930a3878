import type { ReactNode } from 'react';
import { commonMessages } from '../../i18n/commonMessages.ts';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconPaths.ts';
import * as styles from './Alert.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';

export interface AlertProps {
  children: ReactNode;
  tone?: styles.AlertTone;
  title?: ReactNode;
  /** When given, a labelled close button is shown and calls it; the parent removes the alert. */
  onDismiss?: () => void;
  id?: string;
}

/**
 * A message about the page or a form. Critical and caution alerts use role="alert" (read at once, because
 * they block the customer); info and positive ones use role="status" (read when the reader is idle).
 */
export function Alert({ children, tone = 'info', title, onDismiss, id }: AlertProps) {
  const t = useMessages(commonMessages);
  const urgent = tone === 'critical' || tone === 'caution';
  return (
    <div className={`${styles.alert} ${styles.tone[tone]}`} role={urgent ? 'alert' : 'status'} id={id} data-tone={tone}>
      <span className={styles.icon[tone]}>
        <Icon name={icons[tone]} size="small" />
      </span>
      <div className={styles.body}>
        {title ? <div className={styles.title}>{title}</div> : null}
        <div>{children}</div>
      </div>
      {onDismiss ? (
        <IconButton icon="close" label={t('dismiss')} className={styles.dismiss} onClick={onDismiss} />
      ) : null}
    </div>
  );
}

const icons: Record<styles.AlertTone, IconName> = {
  info: 'info',
  positive: 'check',
  caution: 'alert',
  critical: 'alert',
};
