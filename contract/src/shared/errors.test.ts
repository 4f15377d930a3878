import { describe, expect, it } from 'vitest';
import { readErrorBody } from './api-error.ts';
import {
  ApiError,
  apiErrorBodySchema,
  constraintViolationList,
  constraintViolationListSchema,
  hydraError,
  hydraErrorSchema,
  unauthorizedError,
} from './errors.ts';
import { hydraCollection, hydraCollectionSchema, idFromIri, shopIri } from './jsonld.ts';
import { z } from 'zod/mini';

describe('error bodies', () => {
  it('builds a ConstraintViolationList the schema accepts', () => {
    const body = constraintViolationList([
      { propertyPath: 'email', message: 'Adresse invalide', code: 'invalid_email' },
    ]);
    expect(constraintViolationListSchema.parse(body)).toEqual(body);
    expect(body['hydra:description']).toBe('email: Adresse invalide');
    expect(body['@type']).toBe('ConstraintViolationList');
  });

  it('builds hydra:Error and 401 bodies', () => {
    expect(hydraErrorSchema.parse(hydraError('Cart not found'))['hydra:description']).toBe('Cart not found');
    expect(unauthorizedError()).toEqual({ code: 401, message: 'JWT Token not found' });
  });
});

describe('ApiError.fromResponse', () => {
  it('maps a 422 to violations grouped by field', () => {
    const error = ApiError.fromResponse(
      422,
      constraintViolationList([
        { propertyPath: 'quantity', message: 'Trop petit', code: 'number_too_small' },
        { propertyPath: '', message: 'Commande verrouillée' },
      ]),
    );
    expect(error.status).toBe(422);
    expect(error.isValidation).toBe(true);
    expect(error.violationsByField().quantity?.[0]?.code).toBe('number_too_small');
    expect(error.violationsByField()['']?.[0]?.message).toBe('Commande verrouillée');
  });

  it('reads hydra:Error, 401 bodies, loose bodies and falls back to the generic message', () => {
    expect(ApiError.fromResponse(404, hydraError('Cart not found')).message).toBe('Cart not found');
    expect(ApiError.fromResponse(401, { code: 401, message: 'Expired JWT Token' }).message).toBe('Expired JWT Token');
    expect(ApiError.fromResponse(500, { detail: 'Boom' }).message).toBe('Boom');
    expect(ApiError.fromResponse(502, '<html>' + 'x'.repeat(600)).message).toBe('Une erreur est survenue');
    expect(ApiError.fromResponse(500, null, 'generic.error').message).toBe('generic.error');
    const error = ApiError.fromResponse(400, hydraError('Bad'));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.violations).toEqual([]);
  });
});

describe('JSON-LD helpers', () => {
  it('builds and parses hydra collections', () => {
    const schema = hydraCollectionSchema(z.object({ id: z.number() }));
    const body = hydraCollection([{ id: 1 }, { id: 2 }], '/api/v2/shop/addresses');
    expect(schema.parse(body)['hydra:totalItems']).toBe(2);
    expect(schema.safeParse({ ...body, 'hydra:member': [{ id: 'x' }] }).success).toBe(false);
  });

  it('builds IRIs and reads ids back', () => {
    expect(shopIri('addresses', 12)).toBe('/api/v2/shop/addresses/12');
    expect(idFromIri('/api/v2/shop/addresses/12')).toBe('12');
    expect(idFromIri('/api/v2/shop/orders/a%20b/')).toBe('a b');
    expect(idFromIri('42')).toBe('42');
  });
});

describe('the error body read without zod (api-error.ts)', () => {
  it('agrees with apiErrorBodySchema on every shape', () => {
    const bodies: unknown[] = [
      constraintViolationList([{ propertyPath: 'couponCode', message: 'Code invalide', code: 'invalid' }]),
      constraintViolationList([{ propertyPath: '', message: 'x', params: { min: 5 } }]),
      { ...constraintViolationList([]), violations: [{ propertyPath: 1, message: 'x' }] },
      hydraError('Cart not found'),
      { '@type': 'Error', 'hydra:title': 't', 'hydra:description': 'd' },
      { '@type': 'hydra:Error', 'hydra:description': 'no title' },
      unauthorizedError('Expired JWT Token'),
      { code: 401 },
      { message: 'loose' },
      'text',
      null,
    ];
    for (const body of bodies) {
      expect(readErrorBody(body) !== undefined, JSON.stringify(body)).toBe(apiErrorBodySchema.safeParse(body).success);
    }
    expect(readErrorBody(hydraError('Cart not found'))?.message).toBe('Cart not found');
  });
});
