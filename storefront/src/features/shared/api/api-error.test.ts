import { describe, expect, it } from 'vitest';
import { serverMessage } from './api-error.ts';

describe("the server's message of an error body", () => {
  it('prefers the violations of a ConstraintViolationList', () => {
    expect(
      serverMessage({
        '@type': 'ConstraintViolationList',
        'hydra:description': "couponCode: Ce code promo n'est pas valide.",
        violations: [{ propertyPath: 'couponCode', message: "Ce code promo n'est pas valide." }],
      }),
    ).toBe("Ce code promo n'est pas valide.");
  });

  it('reads hydra:description, message or detail, else nothing', () => {
    expect(serverMessage({ 'hydra:description': 'Cart not found' })).toBe('Cart not found');
    expect(serverMessage({ code: 401, message: 'Expired JWT Token' })).toBe('Expired JWT Token');
    expect(serverMessage({ detail: 'Gone' })).toBe('Gone');
    expect(serverMessage('<html>')).toBeUndefined();
    expect(serverMessage({ message: '  ' })).toBeUndefined();
  });
});
