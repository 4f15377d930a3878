import type { OrderStatus } from '@gamelle/contract/order/statuses';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { statusPresentation, type StatusSubject } from './statusLabel.ts';

export interface StatusBadgeProps {
  /** An order or subscription status of spec §4; an unknown one is shown as neutral text. */
  status: OrderStatus | (string & {});
  /** Chooses the grammatical form in French ("Active" order, "Actif" subscription). */
  subject?: StatusSubject;
  id?: string;
}

/**
 * An order or subscription status in its display group's tone (positive, warning, error, neutral). The
 * group also shows as `data-status-group`, and the label carries the meaning, never the colour alone.
 */
export function StatusBadge({ status, subject = 'order', id }: StatusBadgeProps) {
  const locale = useLocale();
  const { label, group, tone } = statusPresentation(status, locale, subject);
  return (
    <span data-status={status} data-status-group={group}>
      <Badge tone={tone} id={id}>
        {label}
      </Badge>
    </span>
  );
}
