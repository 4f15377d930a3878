import { AsYouType } from 'libphonenumber-js/core';
import { isPhoneCountry, phoneMetadata } from '@gamelle/contract/address/phone';
import type { PhoneCountry } from '@gamelle/contract/shared/locales';

export interface PhoneInputState {
  /** What the input shows: the digits grouped the way the country writes them ("06 12 34 56 78"). */
  formatted: string;
  /** The country of a number typed in international form (+32…), when it is one the shop accepts. */
  detectedCountry: PhoneCountry | undefined;
}

/**
 * As-you-type formatting for the selected country. Only characters a phone number can hold are kept; a
 * leading + switches to international input, and its country is reported so the selector can follow. The
 * metadata is the contract's (the shop's phone countries only): another country's number is left as typed.
 */
export function formatPhoneInput(raw: string, country: PhoneCountry): PhoneInputState {
  const cleaned = raw.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  if (cleaned === '') return { formatted: '', detectedCountry: undefined };
  const typer = new AsYouType(country, phoneMetadata);
  const formatted = typer.input(cleaned);
  const detected = cleaned.startsWith('+') ? typer.getCountry() : undefined;
  return { formatted, detectedCountry: isPhoneCountry(detected) ? detected : undefined };
}

/** True when a deletion should not be re-formatted: removing a space would otherwise put it straight back. */
export function isDeletingSeparator(before: string, after: string): boolean {
  return after.length < before.length && after.replace(/\D/g, '') === before.replace(/\D/g, '');
}
