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
  it('says each alert as before the texts moved into the catalogue, in French and Dutch', () => {
    const card = { expMonth: 12, expYear: 2030 };
    const said = Object.fromEntries(
      SUBSCRIPTION_ALERT_CODES.map((code) => [
        code,
        { fr: subscriptionAlertText(code, 'fr', card), nl: subscriptionAlertText(code, 'nl', card) },
      ]),
    );
    expect(said).toEqual({
      card_expired: {
        fr: {
          message: 'Votre carte bancaire est expirée.',
          action: 'change_payment_method',
          actionLabel: 'Changer de carte',
        },
        nl: { message: 'Uw bankkaart is vervallen.', action: 'change_payment_method', actionLabel: 'Kaart wijzigen' },
      },
      card_expires_end_of_month: {
        fr: {
          message: 'Votre carte bancaire expire fin décembre 2030.',
          action: 'change_payment_method',
          actionLabel: 'Changer de carte',
        },
        nl: {
          message: 'Uw bankkaart vervalt eind december 2030.',
          action: 'change_payment_method',
          actionLabel: 'Kaart wijzigen',
        },
      },
      no_payment_method: {
        fr: {
          message: 'Aucune carte n’est enregistrée pour cet abonnement.',
          action: 'change_payment_method',
          actionLabel: 'Ajouter une carte',
        },
        nl: {
          message: 'Er is geen kaart geregistreerd voor dit abonnement.',
          action: 'change_payment_method',
          actionLabel: 'Kaart toevoegen',
        },
      },
      pickup_point_inactive: {
        fr: {
          message: 'Votre point relais n’est plus disponible.',
          action: 'change_delivery',
          actionLabel: 'Choisir un autre point relais',
        },
        nl: {
          message: 'Uw afhaalpunt is niet meer beschikbaar.',
          action: 'change_delivery',
          actionLabel: 'Een ander afhaalpunt kiezen',
        },
      },
      product_unavailable: {
        fr: {
          message: 'Un produit de votre abonnement est indisponible.',
          action: 'contact',
          actionLabel: 'Contacter le service abonnement',
        },
        nl: {
          message: 'Een product van uw abonnement is niet beschikbaar.',
          action: 'contact',
          actionLabel: 'Contact opnemen met de abonnementendienst',
        },
      },
      invalid_carrier: {
        fr: {
          message: 'Le mode de livraison de votre abonnement n’est plus proposé pour cette adresse.',
          action: 'change_delivery',
          actionLabel: 'Changer de mode de livraison',
        },
        nl: {
          message: 'De verzendwijze van uw abonnement wordt voor dit adres niet meer aangeboden.',
          action: 'change_delivery',
          actionLabel: 'Verzendwijze wijzigen',
        },
      },
      promotion_invalid: {
        fr: {
          message: 'La promotion de votre abonnement n’est plus valable.',
          action: 'contact',
          actionLabel: 'Contacter le service abonnement',
        },
        nl: {
          message: 'De promotie van uw abonnement is niet meer geldig.',
          action: 'contact',
          actionLabel: 'Contact opnemen met de abonnementendienst',
        },
      },
    });
  });
});
