import { describe, expect, it } from 'vitest';
import { customerErrorTexts } from '../customer/errors.ts';
import { ERROR_CODES, formErrorKey } from './error-codes.ts';
import { formErrorMessage, interpolate, messages, translateErrorKey } from './messages.ts';

describe('messages catalogue', () => {
  it('has a French and a Dutch text for every code, and the same keys in both', () => {
    for (const code of ERROR_CODES) {
      expect(messages.fr.codes[code], code).toMatch(/\S/);
      expect(messages.nl.codes[code], code).toMatch(/\S/);
      expect(messages.nl.codes[code], code).not.toBe(messages.fr.codes[code]);
    }
    expect(Object.keys(messages.nl.keys).sort()).toEqual(Object.keys(messages.fr.keys).sort());
    expect(Object.keys(messages.nl.errors).sort()).toEqual(Object.keys(messages.fr.errors).sort());
  });

  it('uses the exact texts of the spec', () => {
    expect(formErrorMessage('fr', { form: 'login', field: 'password', code: 'wrong_password' })).toBe(
      'Votre mot de passe est incorrect.',
    );
    expect(formErrorMessage('fr', { form: 'newsletter', field: 'email', code: 'invalid_email' })).toBe(
      "L'adresse email n'est pas valide",
    );
    expect(messages.fr.errors.generic).toBe('Une erreur est survenue');
    expect(messages.fr.errors.checkout).toBe(
      "Une erreur est survenue. Merci de contacter notre service client afin d'obtenir plus de détails.",
    );
    expect(messages.fr.codes.weight_cat_range).toContain('entre 1 et 13 kg');
  });

  it('says a missing bot-check token as the server says an invalid one, in both languages', () => {
    for (const locale of ['fr', 'nl'] as const)
      expect(formErrorMessage(locale, { form: 'login', field: 'botToken', code: 'invalid_bot_check' })).toBe(
        customerErrorTexts.invalid_bot_check[locale],
      );
  });

  it('builds keys as forms.{form}.{field}.errors.{code}', () => {
    expect(formErrorKey('address', 'postcode', 'postcode_be')).toBe('forms.address.postcode.errors.postcode_be');
  });

  it('resolves a key to its own text, then the code text, then the raw message, then a generic text', () => {
    expect(translateErrorKey('nl', 'forms.newsletter.email.errors.invalid_email')).toBe(
      'Het e-mailadres is niet geldig',
    );
    expect(translateErrorKey('nl', 'forms.registration.email.errors.invalid_email')).toBe(
      'Het e-mailadres is ongeldig.',
    );
    expect(translateErrorKey('fr', 'forms.address.city.errors.too_short', { min: 2 })).toBe(
      'Ce champ doit contenir au moins 2 caractères.',
    );
    expect(translateErrorKey('fr', 'forms.x.y.errors.9ff3fdc4-b214-49db', undefined, 'Ce code promo a expiré.')).toBe(
      'Ce code promo a expiré.',
    );
    expect(translateErrorKey('fr', 'forms.x.y.errors.unknown')).toBe("Ce champ n'est pas valide.");
    expect(translateErrorKey('nl', 'nonsense')).toBe('Dit veld is ongeldig.');
  });

  it('sends every invalid phone to forms.phone.error', () => {
    expect(translateErrorKey('fr', 'forms.registration.phoneNumber2.errors.invalid_phone')).toBe(
      messages.fr.keys['forms.phone.error'],
    );
    expect(translateErrorKey('nl', 'forms.phone.error')).toBe('Het telefoonnummer is ongeldig.');
  });

  it('writes dates day first', () => {
    expect(translateErrorKey('fr', 'forms.pet.birthday.errors.date_too_early', { min: '1970-01-01' })).toBe(
      'La date doit être au plus tôt le 01/01/1970.',
    );
    expect(translateErrorKey('nl', 'forms.pet.birthday.errors.date_too_late', { max: '2026-06-15' })).toBe(
      'De datum mag niet later zijn dan 15/06/2026.',
    );
  });

  it('never shows a placeholder without its value', () => {
    expect(translateErrorKey('fr', 'forms.address.city.errors.too_short', undefined, 'trop court')).toBe('trop court');
    expect(translateErrorKey('fr', 'forms.address.city.errors.too_short')).toBe("Ce champ n'est pas valide.");
    expect(interpolate('{min} à {max}', { min: 1 })).toBe('1 à {max}');
  });
});
