import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MetadataJson } from 'libphonenumber-js/core';
import { GENERATED_PATH, phoneMetadataSource, reduceMetadata } from './phone-metadata.ts';

describe('phone-metadata', () => {
  it('wrote src/address/phone-metadata.gen.ts from the installed libphonenumber-js', () => {
    // Fails after an upgrade of libphonenumber-js or a change of PHONE_COUNTRIES:
    // run `pnpm --filter @gamelle/contract phone-metadata` and commit the file.
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(phoneMetadataSource());
  });

  const full = {
    version: 4,
    country_calling_codes: { '1': ['US', 'CA'], '33': ['FR'], '39': ['IT', 'VA'] },
    countries: { US: ['1'], CA: ['1'], FR: ['33'], IT: ['39'], VA: ['39'] },
    nonGeographic: { '800': ['800'] },
  } as unknown as MetadataJson;

  it('keeps the countries asked and those sharing their calling codes, nothing else', () => {
    expect(reduceMetadata(full, ['FR', 'IT'])).toEqual({
      version: 4,
      country_calling_codes: { '33': ['FR'], '39': ['IT', 'VA'] },
      countries: { FR: ['33'], IT: ['39'], VA: ['39'] },
      nonGeographic: {},
    });
  });

  it('refuses a country the package has no metadata for', () => {
    expect(() => reduceMetadata(full, ['FR', 'XX'])).toThrow('no metadata for XX');
  });
});
