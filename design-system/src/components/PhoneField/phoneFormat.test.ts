import { describe, expect, it } from 'vitest';
import { isValidPhone } from '@gamelle/contract/address/phone';
import { formatPhoneInput, isDeletingSeparator } from './phoneFormat.ts';

describe('formatPhoneInput', () => {
  it('groups a French mobile number by pairs', () => {
    expect(formatPhoneInput('0612345678', 'FR').formatted).toBe('06 12 34 56 78');
  });

  it('formats a partial number as it is typed', () => {
    expect(formatPhoneInput('0612', 'FR').formatted).toBe('06 12');
  });

  it('formats per country', () => {
    expect(formatPhoneInput('0470123456', 'BE').formatted).toBe('0470 12 34 56');
    expect(formatPhoneInput('621123456', 'LU').formatted).toBe('621 123 456');
    expect(formatPhoneInput('01512345678', 'DE').formatted).toBe('01512 345678');
    expect(formatPhoneInput('3123456789', 'IT').formatted).toBe('312 345 6789');
  });

  it('drops characters a phone number cannot hold', () => {
    expect(formatPhoneInput('06a1-2.3', 'FR').formatted).toBe('06 12 3');
    expect(formatPhoneInput('abc', 'FR').formatted).toBe('');
  });

  it('reports the country of an international number the shop accepts', () => {
    const be = formatPhoneInput('+32470123456', 'FR');
    expect(be.formatted).toBe('+32 470 12 34 56');
    expect(be.detectedCountry).toBe('BE');
    expect(formatPhoneInput('+4915123456789', 'FR').detectedCountry).toBe('DE');
    expect(formatPhoneInput('+393123456789', 'FR')).toEqual({ formatted: '+39 312 345 6789', detectedCountry: 'IT' });
    expect(formatPhoneInput('+352621123456', 'BE').detectedCountry).toBe('LU');
  });

  it('leaves the number of a country the shop does not take as typed, with no country', () => {
    // Spain is not a phone country of the shop: its metadata is not bundled (the contract's phoneMetadata).
    expect(formatPhoneInput('+34 612 34 56 78', 'FR')).toEqual({
      formatted: '+34612345678',
      detectedCountry: undefined,
    });
    expect(formatPhoneInput('+1 202', 'DE')).toEqual({ formatted: '+1202', detectedCountry: undefined });
  });

  it('keeps a formatted number valid for the contract rule', () => {
    expect(isValidPhone(formatPhoneInput('0612345678', 'FR').formatted, 'FR')).toBe(true);
    expect(isValidPhone(formatPhoneInput('0612345678', 'BE').formatted, 'BE')).toBe(false);
  });
});

describe('isDeletingSeparator', () => {
  it('is true when only a separator went away', () => {
    expect(isDeletingSeparator('06 12', '0612')).toBe(true);
    expect(isDeletingSeparator('06 12', '06 1')).toBe(false);
    expect(isDeletingSeparator('06 1', '06 12')).toBe(false);
  });
});
