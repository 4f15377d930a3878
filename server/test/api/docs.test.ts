import { describe, expect, it } from 'vitest';
import { apiUrl, type Loose } from './helpers.ts';

describe('API documentation', () => {
  it('serves an OpenAPI 3.1 document generated from the contract', async () => {
    const res = await fetch(`${apiUrl}/docs/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, Loose>> };
    expect(doc.openapi).toBe('3.1.0');
    const addItem = doc.paths['/api/v2/shop/orders/{token}/items']!.patch;
    const body = addItem.requestBody.content['application/merge-patch+json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['productVariant', 'quantity']));
    expect(addItem.responses['422'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ConstraintViolationList',
    );
    const cart = addItem.responses['200'].content['application/ld+json'].schema;
    expect(Object.keys(cart.properties)).toEqual(expect.arrayContaining(['tokenValue', 'items', 'total']));
    for (const path of [
      '/api/v2/shop/authentication-token',
      '/api/content/b2c-rations/getReco',
      '/api/search',
      '/api/v2/shop/addresses/{id}',
    ])
      expect(doc.paths[path], path).toBeDefined();
  });

  it('serves a readable page listing the calls', async () => {
    const res = await fetch(`${apiUrl}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('href="/api/docs/openapi.json"');
    expect(html).toContain('/api/v2/shop/orders/{token}/apply-coupon');
  });
});
