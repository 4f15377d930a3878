import { describe, expect, it } from 'vitest';
import { shopHoursState, spansOn, type ShopSchedule } from './shopHours.ts';
import { addDays, parseClock, weekdayOfIsoDate, zonedInstant } from './zonedTime.ts';

// A shop of the chain: lunch break on weekdays, Saturday without one, closed on Sunday.
const weekdays = [
  { opens: '09:00', closes: '12:00' },
  { opens: '14:00', closes: '19:00' },
];
const shop: ShopSchedule = {
  weekly: {
    monday: weekdays,
    tuesday: weekdays,
    wednesday: weekdays,
    thursday: weekdays,
    friday: weekdays,
    saturday: [{ opens: '10:00', closes: '18:00' }],
  },
};

/** January 2026 is winter time in Paris: UTC+1. 2026-01-12 is a Monday. */
const winter = (isoLocal: string) => new Date(`${isoLocal}+01:00`);
const summer = (isoLocal: string) => new Date(`${isoLocal}+02:00`);

describe('shopHoursState on a regular week', () => {
  it('is open until the end of the span', () => {
    expect(shopHoursState(shop, winter('2026-01-12T10:00:00'))).toEqual({
      open: true,
      status: { kind: 'open_until', until: '12:00' },
      special: null,
    });
  });

  it('counts down the last hour before closing', () => {
    expect(shopHoursState(shop, winter('2026-01-12T11:30:00')).status).toEqual({
      kind: 'closes_in',
      minutes: 30,
      until: '12:00',
    });
    expect(shopHoursState(shop, winter('2026-01-12T11:00:00')).status.kind).toBe('closes_in');
    expect(shopHoursState(shop, winter('2026-01-12T10:59:00')).status.kind).toBe('open_until');
  });

  it('rounds a part minute up, never announcing "0 min"', () => {
    expect(shopHoursState(shop, winter('2026-01-12T11:59:30')).status).toMatchObject({ minutes: 1 });
  });

  it('is closed at the closing minute itself', () => {
    const state = shopHoursState(shop, winter('2026-01-12T12:00:00'));
    expect(state.open).toBe(false);
  });

  it('opens today after the lunch break, counting down the last hour', () => {
    expect(shopHoursState(shop, winter('2026-01-12T12:30:00')).status).toEqual({ kind: 'opens_today', at: '14:00' });
    expect(shopHoursState(shop, winter('2026-01-12T13:15:00')).status).toEqual({
      kind: 'opens_in',
      minutes: 45,
      at: '14:00',
    });
  });

  it('opens tomorrow after the evening closing', () => {
    expect(shopHoursState(shop, winter('2026-01-12T19:30:00')).status).toEqual({ kind: 'opens_tomorrow', at: '09:00' });
  });

  it('opens on a named day when the next day is closed', () => {
    expect(shopHoursState(shop, winter('2026-01-17T18:30:00')).status).toEqual({
      kind: 'opens_on',
      date: '2026-01-19',
      weekday: 'monday',
      at: '09:00',
    });
  });
});

describe('shopHoursState around midnight and the week wrap', () => {
  const lateFriday: ShopSchedule = {
    weekly: { friday: [{ opens: '18:00', closes: '24:00' }], saturday: [{ opens: '10:00', closes: '18:00' }] },
  };

  it('closes at midnight when a span ends at 24:00', () => {
    expect(shopHoursState(lateFriday, winter('2026-01-16T23:30:00')).status).toEqual({
      kind: 'closes_in',
      minutes: 30,
      until: '24:00',
    });
  });

  it('reads the day in Paris, not in UTC, just after midnight', () => {
    // 00:30 on Saturday in Paris is still Friday 23:30 in UTC.
    expect(shopHoursState(lateFriday, winter('2026-01-17T00:00:00')).status).toEqual({
      kind: 'opens_today',
      at: '10:00',
    });
    expect(shopHoursState(shop, winter('2026-01-13T00:30:00')).status).toEqual({ kind: 'opens_today', at: '09:00' });
  });

  it('wraps from Sunday to Monday', () => {
    expect(shopHoursState(shop, winter('2026-01-18T12:00:00')).status).toEqual({ kind: 'opens_tomorrow', at: '09:00' });
  });

  it('wraps a whole week round to the one opening day', () => {
    const sundayMarket: ShopSchedule = { weekly: { sunday: [{ opens: '08:00', closes: '13:00' }] } };
    expect(shopHoursState(sundayMarket, winter('2026-01-18T14:00:00')).status).toEqual({
      kind: 'opens_on',
      date: '2026-01-25',
      weekday: 'sunday',
      at: '08:00',
    });
  });

  it('says closed when no opening comes within a year', () => {
    expect(shopHoursState({ weekly: {} }, winter('2026-01-12T10:00:00'))).toEqual({
      open: false,
      status: { kind: 'closed' },
      special: null,
    });
  });
});

describe('shopHoursState across the daylight-saving changes in Europe/Paris', () => {
  // 2026-03-29, last Sunday of March: 02:00 CET becomes 03:00 CEST, the night is one hour shorter.
  const earlySunday: ShopSchedule = { weekly: { sunday: [{ opens: '03:30', closes: '12:00' }] } };

  it('counts real minutes, not wall-clock minutes, in spring', () => {
    // 01:30 CET to 03:30 CEST is one hour of real time.
    expect(shopHoursState(earlySunday, winter('2026-03-29T01:30:00')).status).toEqual({
      kind: 'opens_in',
      minutes: 60,
      at: '03:30',
    });
  });

  it('closes on time after the spring change', () => {
    const night: ShopSchedule = { weekly: { sunday: [{ opens: '00:00', closes: '03:30' }] } };
    // 01:45 CET to 03:30 CEST is 45 real minutes.
    expect(shopHoursState(night, winter('2026-03-29T01:45:00')).status).toEqual({
      kind: 'closes_in',
      minutes: 45,
      until: '03:30',
    });
  });

  // 2026-10-25, last Sunday of October: 03:00 CEST becomes 02:00 CET, 02:xx happens twice.
  const threeAm: ShopSchedule = { weekly: { sunday: [{ opens: '03:00', closes: '12:00' }] } };

  it('counts the repeated hour in autumn', () => {
    // First 02:30 (CEST): 1 h 30 real minutes before 03:00 CET.
    expect(shopHoursState(threeAm, summer('2026-10-25T02:30:00')).status).toEqual({ kind: 'opens_today', at: '03:00' });
    // Second 02:30 (CET): 30 minutes before 03:00.
    expect(shopHoursState(threeAm, winter('2026-10-25T02:30:00')).status).toEqual({
      kind: 'opens_in',
      minutes: 30,
      at: '03:00',
    });
  });

  it('keeps the wall-clock hours on the days after each change', () => {
    expect(shopHoursState(shop, summer('2026-03-30T08:30:00')).status).toEqual({
      kind: 'opens_in',
      minutes: 30,
      at: '09:00',
    });
    expect(shopHoursState(shop, winter('2026-10-26T18:45:00')).status).toEqual({
      kind: 'closes_in',
      minutes: 15,
      until: '19:00',
    });
  });
});

describe('shopHoursState with special days', () => {
  it('reports a special closure covering today and the reopening after it', () => {
    const inventory: ShopSchedule = { ...shop, specialClosings: [{ from: '2026-01-12', to: '2026-01-14' }] };
    expect(shopHoursState(inventory, winter('2026-01-13T10:00:00'))).toEqual({
      open: false,
      status: { kind: 'opens_on', date: '2026-01-15', weekday: 'thursday', at: '09:00' },
      special: { kind: 'special_closure', from: '2026-01-12', to: '2026-01-14' },
    });
  });

  it('reports a single-date special closure', () => {
    const holiday: ShopSchedule = { ...shop, specialClosings: [{ from: '2026-05-01' }] };
    expect(shopHoursState(holiday, summer('2026-05-01T10:00:00'))).toMatchObject({
      open: false,
      status: { kind: 'opens_tomorrow', at: '10:00' },
      special: { kind: 'special_closure', from: '2026-05-01', to: '2026-05-01' },
    });
  });

  it('opens on a special opening day with its own hours', () => {
    const christmasSunday: ShopSchedule = {
      ...shop,
      specialOpenings: [{ from: '2026-12-20', hours: [{ opens: '10:00', closes: '13:00' }] }],
    };
    expect(shopHoursState(christmasSunday, winter('2026-12-20T10:30:00'))).toEqual({
      open: true,
      status: { kind: 'open_until', until: '13:00' },
      special: { kind: 'special_opening', from: '2026-12-20', to: '2026-12-20' },
    });
    // The evening before, the next opening is that special Sunday.
    expect(shopHoursState(christmasSunday, winter('2026-12-19T19:00:00')).status).toEqual({
      kind: 'opens_tomorrow',
      at: '10:00',
    });
  });

  it('lets a closing win over an opening on the same day', () => {
    const both: ShopSchedule = {
      ...shop,
      specialOpenings: [{ from: '2026-01-12', hours: [{ opens: '08:00', closes: '20:00' }] }],
      specialClosings: [{ from: '2026-01-12' }],
    };
    expect(spansOn(both, '2026-01-12')).toEqual([]);
    expect(shopHoursState(both, winter('2026-01-12T10:00:00')).special?.kind).toBe('special_closure');
  });

  it('sorts the spans of a day', () => {
    const unsorted: ShopSchedule = { weekly: { monday: [...weekdays].reverse() } };
    expect(spansOn(unsorted, '2026-01-12').map((s) => s.opens)).toEqual(['09:00', '14:00']);
    expect(shopHoursState(unsorted, winter('2026-01-12T07:00:00')).status).toEqual({
      kind: 'opens_today',
      at: '09:00',
    });
  });
});

describe('zoned time helpers', () => {
  it('maps Paris wall time to the instant on both sides of the changes', () => {
    expect(new Date(zonedInstant('2026-03-29', parseClock('01:00'), 'Europe/Paris')).toISOString()).toBe(
      '2026-03-29T00:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-03-29', parseClock('03:00'), 'Europe/Paris')).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-10-25', parseClock('12:00'), 'Europe/Paris')).toISOString()).toBe(
      '2026-10-25T11:00:00.000Z',
    );
  });

  it('adds days across month and year ends and names weekdays from Monday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOfIsoDate('2026-01-12')).toBe('monday');
    expect(weekdayOfIsoDate('2026-01-18')).toBe('sunday');
  });

  it('refuses a malformed time', () => {
    expect(() => parseClock('9h')).toThrow(RangeError);
    expect(() => parseClock('24:30')).toThrow(RangeError);
  });
});
