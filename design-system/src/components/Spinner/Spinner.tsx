import { commonMessages } from '../../i18n/commonMessages.ts';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  size?: keyof typeof styles.size;
  /** What is loading, read to screen readers; "Chargement…"/"Laden…" unless told. */
  label?: string;
  /**
   * Inside something that already says it is busy (a loading Button with aria-busy), the spinner is only
   * decoration and must not announce itself a second time.
   */
  decorative?: boolean;
}

/** Shows that something is loading; announced politely once (role="status"). */
export function Spinner({ size = 'standard', label, decorative = false }: SpinnerProps) {
  const t = useMessages(commonMessages);
  const ring = <span className={`${styles.spinner} ${styles.size[size]}`} aria-hidden="true" data-spinner="" />;
  if (decorative) return ring;
  return (
    <span role="status" className={styles.wrapper}>
      {ring}
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </span>
  );
}
