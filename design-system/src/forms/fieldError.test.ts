import { describe, expect, it } from 'vitest';
import { formErrorKey } from '@gamelle/contract/shared/error-codes';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { fieldErrorKey, fieldErrorLookup, type FieldErrorScope } from './fieldError.ts';
import { FieldErrorText } from './FieldErrorText.tsx';
import { resolveFieldError } from './resolveFieldError.ts';

const scope = { form: 'address', field: 'city' };
const text = (
  error: Parameters<typeof fieldErrorLookup>[0],
  locale: 'fr' | 'nl' = 'fr',
  s: FieldErrorScope = scope,
) => {
  const lookup = fieldErrorLookup(error, s);
  return lookup ? resolveFieldError(lookup, locale) : undefined;
};

describe('fieldErrorLookup', () => {
  it('has no error for empty values', () => {
    for (const empty of [undefined, null, false, ''] as const) expect(fieldErrorLookup(empty, scope)).toBeNull();
  });

  it('builds forms.{form}.{field}.errors.{code} from a code', () => {
    expect(fieldErrorLookup({ code: 'required' }, scope)).toEqual({
      code: 'required',
      key: 'forms.address.city.errors.required',
    });
  });

  it('takes a message key as it is', () => {
    expect(fieldErrorLookup('forms.phone.error', scope)).toEqual({ key: 'forms.phone.error', code: 'error' });
  });

  it('reads the code from a react-hook-form + zod error, where the contract puts it in message', () => {
    expect(fieldErrorLookup({ type: 'custom', message: 'too_long' }, scope)).toEqual({
      code: 'too_long',
      key: 'forms.address.city.errors.too_long',
    });
  });

  it('keeps a server raw message as the fallback', () => {
    expect(fieldErrorLookup({ code: 'weird', message: 'Valeur refusée par le serveur' }, scope)).toEqual({
      code: 'weird',
      key: 'forms.address.city.errors.weird',
      message: 'Valeur refusée par le serveur',
    });
  });

  it('uses react-hook-form type when the message is prose', () => {
    expect(fieldErrorLookup({ type: 'required', message: 'Obligatoire !' }, {})).toEqual({
      code: 'required',
      message: 'Obligatoire !',
    });
  });
});

describe('fieldErrorKey', () => {
  it("writes the contract's formErrorKey", () => {
    expect(fieldErrorKey('address', 'postcode', 'postcode_be')).toBe(
      formErrorKey('address', 'postcode', 'postcode_be'),
    );
  });
});

describe('FieldErrorText', () => {
  it("renders the resolved text in the server's HTML at once (a page without JavaScript shows it)", () => {
    const html = renderToString(createElement(FieldErrorText, { lookup: { code: 'required' }, locale: 'nl' }));
    expect(html).toContain('Dit veld is verplicht.');
  });
});

describe('resolveFieldError', () => {
  it('resolves a code through the catalogue in both locales', () => {
    expect(text({ code: 'required' })).toBe('Ce champ est obligatoire.');
    expect(text({ code: 'required' }, 'nl')).not.toBe('Ce champ est obligatoire.');
    expect(text({ code: 'required' }, 'nl')).toMatch(/verplicht/i);
  });

  it('prefers a key-specific text over the code text', () => {
    expect(text('forms.phone.error')).toBe("Le numéro de téléphone n'est pas valide.");
    expect(text({ code: 'wrong_password' }, 'fr', { form: 'login', field: 'password' })).toBe(
      'Votre mot de passe est incorrect.',
    );
  });

  it('fills parameters', () => {
    expect(text({ code: 'too_long', params: { max: 33 } })).toBe('Ce champ doit contenir au plus 33 caractères.');
  });

  it('falls back to the raw message, then to the generic invalid text, never to a key', () => {
    expect(text({ code: 'unknown_code', message: 'Adresse inconnue' })).toBe('Adresse inconnue');
    expect(text({ code: 'unknown_code' })).toBe("Ce champ n'est pas valide.");
    expect(text('forms.x.y.errors.nope')).toBe("Ce champ n'est pas valide.");
  });

  it('resolves a code without a form scope', () => {
    expect(text({ code: 'invalid_email' }, 'fr', {})).toBe("L'adresse e-mail n'est pas valide.");
  });

  it('shows a prose string error as it is', () => {
    expect(text('Le code promo a expiré')).toBe('Le code promo a expiré');
  });
});
