import { describe, expect, it } from 'vitest';
import { formErrorText } from './formErrorText.ts';

describe('formErrorText', () => {
  it('has no text without an error', () => {
    expect(formErrorText(undefined, 'login', 'fr')).toBeUndefined();
  });

  it('shows the server message of a global violation', () => {
    expect(formErrorText({ code: 'x', message: 'Commande déjà payée' }, 'checkout', 'fr')).toBe('Commande déjà payée');
  });

  it('resolves a known code', () => {
    expect(formErrorText({ code: 'wrong_password' }, 'login', 'fr')).toBe('Votre mot de passe est incorrect.');
  });

  it('falls back to the generic error of spec §8, in both locales', () => {
    expect(formErrorText({ code: 'server_down' }, 'login', 'fr')).toBe('Une erreur est survenue');
    const nl = formErrorText({ code: 'server_down' }, 'login', 'nl');
    expect(nl).toBeTruthy();
    expect(nl).not.toBe('Une erreur est survenue');
  });
});
