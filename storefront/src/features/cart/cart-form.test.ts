import { describe, expect, it } from 'vitest';
import { decodeCartNotice, encodeCartNotice } from './cart-form.ts';

describe('cart forms', () => {
  it('carries a notice through its cookie and refuses anything else', () => {
    for (const notice of [
      { kind: 'added', quantity: 2 },
      { kind: 'removed' },
      { kind: 'error', message: "Ce code promo n'est pas valide." },
      { kind: 'error', message: null },
    ] as const) {
      expect(decodeCartNotice(decodeURIComponent(encodeCartNotice(notice)))).toEqual(notice);
    }
    expect(decodeCartNotice('{"kind":"added","quantity":-1}')).toBeNull();
    expect(decodeCartNotice('{"kind":"other"}')).toBeNull();
    expect(decodeCartNotice('not json')).toBeNull();
    expect(decodeCartNotice(undefined)).toBeNull();
  });
});
