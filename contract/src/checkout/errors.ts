// Codes of the checkout's own refusals (422 violations, the 409 of a changed order) with the texts the server
// sends, in both shop languages (the code is what the storefront translates by).
import type { Locale } from '../shared/locales.ts';

export const checkoutErrorTexts = {
  cart_empty: { fr: 'Votre panier est vide.', nl: 'Uw winkelmand is leeg.' },
  not_addressed: { fr: 'Indiquez d’abord votre adresse.', nl: 'Geef eerst uw adres op.' },
  shipping_not_selected: { fr: 'Choisissez d’abord un mode de livraison.', nl: 'Kies eerst een verzendwijze.' },
  payment_not_selected: { fr: 'Choisissez d’abord un moyen de paiement.', nl: 'Kies eerst een betaalmethode.' },
  invalid_shipping_method: {
    fr: 'Ce mode de livraison n’est pas proposé.',
    nl: 'Deze verzendwijze wordt niet aangeboden.',
  },
  pickup_point_required: { fr: 'Choisissez un point relais.', nl: 'Kies een afhaalpunt.' },
  invalid_pickup_point: {
    fr: 'Ce point relais n’existe pas dans ce pays.',
    nl: 'Dit afhaalpunt bestaat niet in dit land.',
  },
  pickuppoint_unavailable: {
    fr: 'Ce point relais est momentanément indisponible.',
    nl: 'Dit afhaalpunt is tijdelijk niet beschikbaar.',
  },
  invalid_payment_method: {
    fr: 'Ce moyen de paiement n’est pas proposé pour cette commande.',
    nl: 'Deze betaalmethode wordt voor deze bestelling niet aangeboden.',
  },
  email_mismatch: {
    fr: 'La commande est envoyée à l’adresse e-mail de votre compte.',
    nl: 'De bestelling wordt naar het e-mailadres van uw account gestuurd.',
  },
  order_changed: {
    fr: 'Votre commande a changé (prix, stock, code promo ou livraison) : vérifiez le nouveau total avant de valider.',
    nl: 'Uw bestelling is gewijzigd (prijs, voorraad, promotiecode of levering): controleer het nieuwe totaal voordat u bevestigt.',
  },
  nothing_to_pay: {
    fr: 'Aucun paiement n’est attendu pour cette commande.',
    nl: 'Voor deze bestelling wordt geen betaling verwacht.',
  },
  invalid_return_url: { fr: 'Adresse de retour invalide.', nl: 'Ongeldig terugkeeradres.' },
} as const satisfies Record<string, Record<Locale, string>>;
