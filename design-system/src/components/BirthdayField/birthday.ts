import { PET } from '@gamelle/contract/shared/limits';
import { todayIsoDate } from '@gamelle/contract/shared/iso-dates';
import { isPetBirthdayFilled } from '@gamelle/contract/pet/rules';

/** The birthday field shows either a date or an age in years plus months (spec §4). */
export type BirthdayMode = 'date' | 'age';

/** What the three inputs hold: strings from the DOM, or numbers from a form's values. */
export interface BirthdayInputs {
  birthday?: string | null | undefined;
  years?: string | number | null | undefined;
  months?: string | number | null | undefined;
}

/**
 * Filled when the date is set or years or months are set (the contract's rule, spec §5); blank strings are
 * not set, so an emptied input counts as empty.
 */
export function isBirthdayFilled(inputs: BirthdayInputs): boolean {
  return isPetBirthdayFilled({
    birthday: blankToUndefined(inputs.birthday),
    years: toNumber(inputs.years),
    months: toNumber(inputs.months),
  });
}

/** Bounds of the date input: from 1970-01-01 to today (local date, what the input shows). */
export function birthdayDateBounds(now: Date = new Date()): { min: string; max: string } {
  return { min: PET.birthdayMinDate, max: todayIsoDate(now) };
}

/** Opens on the age when only an age is known (editing a pet created with years/months), else on the date. */
export function initialBirthdayMode(inputs: BirthdayInputs): BirthdayMode {
  const hasDate = blankToUndefined(inputs.birthday) !== undefined;
  const hasAge = toNumber(inputs.years) !== undefined || toNumber(inputs.months) !== undefined;
  return !hasDate && hasAge ? 'age' : 'date';
}

function blankToUndefined(value: string | null | undefined): string | undefined {
  return value == null || value.trim() === '' ? undefined : value;
}

/** '' and null are "not set"; anything else is set, even when it does not parse (validation says why). */
function toNumber(value: string | number | null | undefined): number | undefined {
  if (value == null) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}
