import { describe, expect, it } from 'vitest';
import {
  exitIntentStep,
  exitPopupDue,
  initialExitIntent,
  isMobileDevice,
  type ExitIntentEvent,
  type ExitIntentEffect,
} from './exit-intent.ts';

function run(events: ExitIntentEvent[], mobile = false): ExitIntentEffect[] {
  let state = initialExitIntent;
  return events.map((event) => {
    const next = exitIntentStep(state, event, { mobile });
    state = next.state;
    return next.effect;
  });
}

const scroll = (scrollY: number) => ({ type: 'scroll', scrollY, viewportHeight: 800, pageHeight: 4000 }) as const;

describe('exit intent on a desktop', () => {
  it('fires 1 s after the mouse reaches the top 5 px', () => {
    expect(
      run([{ type: 'pointer', clientY: 300 }, { type: 'pointer', clientY: 5 }, { type: 'softTimerElapsed' }]),
    ).toEqual([null, 'startSoftTimer', 'show']);
  });

  it('is cancelled when the mouse comes back into the page within the second', () => {
    expect(
      run([
        { type: 'pointer', clientY: 4 },
        { type: 'pointer', clientY: 6 },
        { type: 'softTimerElapsed' },
        { type: 'pointer', clientY: 0 },
        { type: 'softTimerElapsed' },
      ]),
    ).toEqual(['startSoftTimer', 'cancelSoftTimer', null, 'startSoftTimer', 'show']);
  });

  it('fires at once on a same-tab external link click, and only once in all', () => {
    expect(
      run([{ type: 'externalLinkClick' }, { type: 'pointer', clientY: 0 }, { type: 'externalLinkClick' }]),
    ).toEqual(['show', null, null]);
  });

  it('ignores scrolling', () => {
    expect(run([scroll(3000), scroll(100)])).toEqual([null, null]);
  });
});

describe('exit intent on a phone or an iPad', () => {
  it('arms past half the page, then fires on an upward scroll of more than 80 px', () => {
    expect(run([scroll(500), scroll(1300), scroll(1500), scroll(1420), scroll(1419)], true)).toEqual([
      null,
      null,
      null,
      null,
      'show',
    ]);
  });

  it('does not fire on an upward scroll before it is armed, nor on the mouse', () => {
    expect(
      run([scroll(1000), scroll(100), { type: 'pointer', clientY: 0 }, { type: 'softTimerElapsed' }], true),
    ).toEqual([null, null, null, null]);
  });

  it('measures the upward scroll from the lowest point reached', () => {
    expect(run([scroll(1200), scroll(2000), scroll(1950), scroll(2500), scroll(2430), scroll(2410)], true)).toEqual([
      null,
      null,
      null,
      null,
      null,
      'show',
    ]);
  });

  it('counts iPads (a Mac with a touch screen) as mobile', () => {
    const safari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
    expect(isMobileDevice(safari, 'MacIntel', 5)).toBe(true);
    expect(isMobileDevice(safari, 'MacIntel', 0)).toBe(false);
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iPhone', 5)).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0', 'Linux x86_64', 0)).toBe(false);
  });
});

describe('once per visitor and period', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('shows when never shown, or 30 days after', () => {
    expect(exitPopupDue(null, now)).toBe(true);
    expect(exitPopupDue('2026-05-16T12:00:00Z', now)).toBe(true);
    expect(exitPopupDue('2026-05-17T12:00:00Z', now)).toBe(false);
    expect(exitPopupDue('not a date', now)).toBe(true);
  });
});
