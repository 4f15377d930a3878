import { useEffect, useState } from 'react';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { shopHoursState, type ShopSchedule, type ShopHoursStatus } from '../../shop-hours/shopHours.ts';
import type { Tone } from '../../theme/tokens.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { specialText, statusText } from './shopHoursText.ts';

export interface ShopHoursTagProps {
  schedule: ShopSchedule;
  /**
   * The clock to read. Pass it when rendering on the server so the HTML and the first client render agree;
   * without it the tag reads the current time and refreshes every minute.
   */
  now?: Date;
}

/** A shop's opening state as a tag (spec §4 "Shop opening tags"), plus a second tag on special days. */
export function ShopHoursTag({ schedule, now }: ShopHoursTagProps) {
  const locale = useLocale();
  const clock = useMinuteClock(now);
  const state = shopHoursState(schedule, clock);
  return (
    <Inline space="xsmall">
      <span data-status={state.status.kind} data-open={state.open || undefined}>
        <Badge tone={toneOf(state.status)} icon={<Icon name="clock" size="xsmall" />}>
          {statusText(state.status, locale)}
        </Badge>
      </span>
      {state.special ? (
        <span data-special={state.special.kind}>
          <Badge tone="info">{specialText(state.special, locale)}</Badge>
        </span>
      ) : null}
    </Inline>
  );
}

function toneOf(status: ShopHoursStatus): Tone {
  switch (status.kind) {
    case 'open_until':
      return 'positive';
    case 'closes_in':
    case 'opens_in':
      return 'caution';
    default:
      return 'neutral';
  }
}

function useMinuteClock(fixed: Date | undefined): Date {
  const [current, setCurrent] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    const timer = window.setInterval(() => setCurrent(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, [fixed]);
  return fixed ?? current;
}
