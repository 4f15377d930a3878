import { constraintViolationList, hydraError } from '@gamelle/contract/shared/errors';
import { describe, expect, it } from 'vitest';
import { ApiError, apiConfig, errorText, isNotFound } from './client.ts';

describe("the shop's configuration of the contract's client", () => {
  it('trusts typed answers and picks the channel of the language and country', () => {
    expect(apiConfig('fr')).toMatchObject({ validate: false, channelCode: 'gamelle_fr', localeCode: 'fr_FR' });
    expect(apiConfig('fr', 'be')).toMatchObject({ channelCode: 'gamelle_be', localeCode: 'fr_BE', locale: 'fr' });
    expect(apiConfig('nl')).toMatchObject({ channelCode: 'gamelle_nl', localeCode: 'nl_BE', locale: 'nl' });
  });

  it("shows a refusal's own messages rather than the 'field: message' summary", () => {
    const refusal = ApiError.fromResponse(
      422,
      constraintViolationList([{ propertyPath: 'couponCode', message: "Ce code promo n'est pas valide." }]),
    );
    expect(refusal.message).toBe("couponCode: Ce code promo n'est pas valide.");
    expect(errorText(refusal)).toBe("Ce code promo n'est pas valide.");
    expect(errorText(ApiError.fromResponse(404, hydraError('Cart not found')))).toBe('Cart not found');
  });

  it('tells a 404 from other failures', () => {
    expect(isNotFound(ApiError.fromResponse(404, hydraError('Product not found')))).toBe(true);
    expect(isNotFound(ApiError.fromResponse(500, 'boom'))).toBe(false);
    expect(isNotFound(new Error('boom'))).toBe(false);
  });
});
