import { describe, expect, it } from 'vitest';
import { addressFields, defaultAfterCreate, defaultAfterDelete, defaultAfterUpdate } from './favourite.ts';

describe('the favourite address', () => {
  it('is the first address, or the one asked to be', () => {
    expect(defaultAfterCreate(null, 7, undefined)).toBe(7);
    expect(defaultAfterCreate(3, 7, false)).toBe(3);
    expect(defaultAfterCreate(3, 7, true)).toBe(7);
  });

  it('moves to an edited address only when asked', () => {
    expect(defaultAfterUpdate(3, 7, undefined)).toBe(3);
    expect(defaultAfterUpdate(3, 7, true)).toBe(7);
    expect(defaultAfterUpdate(null, 7, false)).toBeNull();
  });

  it('is gone with the deleted favourite, kept when another address goes', () => {
    expect(defaultAfterDelete(7, 7)).toBeNull();
    expect(defaultAfterDelete(3, 7)).toBe(3);
  });

  it('stores every optional field, null when not given', () => {
    const fields = addressFields({
      firstName: 'Anne',
      lastName: 'Martin',
      countryCode: 'FR',
      street: '1 rue de la Paix',
      postcode: '75002',
      city: 'Paris',
      phoneNumber: '+33612345678',
    } as Parameters<typeof addressFields>[0]);
    expect(fields).toMatchObject({ alias: null, company: null, street2: null, phoneNumber2: null, city: 'Paris' });
    expect(fields).not.toHaveProperty('isDefault');
  });
});
