import { ORDER_STATUSES, statusDisplayGroup, type StatusDisplayGroup } from '@gamelle/contract/order/statuses';
import type { Locale } from '../../i18n/locales.ts';
import type { Tone } from '../../theme/tokens.ts';
import { statusBadgeMessages } from './StatusBadge.messages.ts';

export type StatusSubject = 'order' | 'subscription';

/** The tone that shows each display group of spec §4. */
export const toneOfGroup: Record<StatusDisplayGroup, Tone> = {
  positive: 'positive',
  warning: 'caution',
  error: 'critical',
  neutral: 'neutral',
};

/** Label and tone of a status; an unknown status reads as itself ("on_hold" → "on hold"), neutral. */
export function statusPresentation(
  status: string,
  locale: Locale,
  subject: StatusSubject = 'order',
): { label: string; group: StatusDisplayGroup; tone: Tone } {
  const group = statusDisplayGroup(status);
  const dictionary: Record<string, string> = statusBadgeMessages[locale];
  const known = (ORDER_STATUSES as readonly string[]).includes(status);
  const label =
    (subject === 'subscription' ? dictionary[`subscription_${status}`] : undefined) ??
    (known ? dictionary[status] : undefined) ??
    status.replace(/_/g, ' ');
  return { label, group, tone: toneOfGroup[group] };
}
