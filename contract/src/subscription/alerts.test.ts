import { describe, expect, it } from 'vitest';
import { subscriptionAlertText } from './alerts.ts';
import { SUBSCRIPTION_ALERT_CODES } from './schema.ts';

describe('subscription alerts', () => {
  it('names the month a card ends in, in both languages', () => {
    const card = { expMonth: 3, expYear: 2031 };
    expect(subscriptionAlertText('card_expires_end_of_month', 'fr', card).message).toBe(
      'Votre carte bancaire expire fin mars 2031.',
    );
    expect(subscriptionAlertText('card_expires_end_of_month', 'nl', card).message).toBe(
      'Uw bankkaart vervalt eind maart 2031.',
    );
  });

  it('gives every code a message and an action label in French and Dutch', () => {
    for (const code of SUBSCRIPTION_ALERT_CODES) {
      const fr = subscriptionAlertText(code, 'fr', undefined);
      const nl = subscriptionAlertText(code, 'nl', undefined);
      expect(fr.message && fr.actionLabel && nl.message && nl.actionLabel).toBeTruthy();
      expect(fr.message).not.toBe(nl.message);
      expect(fr.action).toBe(nl.action);
    }
  });
});
