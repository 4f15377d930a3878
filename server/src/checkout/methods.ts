import type { CountryCode, Locale } from '@gamelle/contract';
import type { PaymentMethodCode, ShippingMethodCode } from '@gamelle/contract/checkout/schema';

/** The carrier of each delivery mode per country (home: the national post; pickup points: Mondial Relay). */
export function carrierOf(method: ShippingMethodCode, country: CountryCode): string {
  if (method === 'pickup_point') return 'Mondial Relay';
  return { FR: 'Colissimo', BE: 'bpost', LU: 'POST Luxembourg' }[country];
}

const trackingUrls: Record<string, (n: string) => string> = {
  colissimo: (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${n}`,
  bpost: (n) => `https://track.bpost.cloud/btr/web/#/search?itemCode=${n}`,
  'post luxembourg': (n) => `https://www.post.lu/particuliers/colis-courrier/track-and-trace#/search?code=${n}`,
  'mondial relay': (n) => `https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=${n}`,
};

/** The carrier's tracking page for a parcel, when the carrier is one the shop knows. */
export function trackingUrl(carrier: string | null, number: string | null): string | null {
  if (!carrier || !number) return null;
  const url = trackingUrls[carrier.toLowerCase()];
  return url ? url(encodeURIComponent(number)) : null;
}

export const shippingMethodCopy: Record<ShippingMethodCode, Record<Locale, { name: string; description: string }>> = {
  home_delivery: {
    fr: { name: 'Livraison à domicile', description: 'Livré chez vous en 2 à 4 jours ouvrés.' },
    nl: { name: 'Levering aan huis', description: 'Bij u thuis geleverd binnen 2 tot 4 werkdagen.' },
  },
  pickup_point: {
    fr: {
      name: 'Point relais',
      description: 'À retirer dans un point relais proche de chez vous, en 3 à 5 jours ouvrés.',
    },
    nl: {
      name: 'Afhaalpunt',
      description: 'Af te halen in een afhaalpunt bij u in de buurt, binnen 3 tot 5 werkdagen.',
    },
  },
};

export const paymentMethodCopy: Record<PaymentMethodCode, Record<Locale, { name: string; description: string }>> = {
  card: {
    fr: {
      name: 'Carte bancaire',
      description: 'Visa, Mastercard, CB : paiement sécurisé sur la page de notre prestataire.',
    },
    nl: {
      name: 'Bankkaart',
      description: 'Visa, Mastercard: beveiligde betaling op de pagina van onze betaalprovider.',
    },
  },
  paypal: {
    fr: {
      name: 'PayPal',
      description: 'Vous validez le paiement sur PayPal ; la commande est confirmée après sa validation.',
    },
    nl: { name: 'PayPal', description: 'U keurt de betaling goed bij PayPal; de bestelling wordt daarna bevestigd.' },
  },
  bancontact: {
    fr: { name: 'Bancontact', description: 'Paiement Bancontact pour la Belgique.' },
    nl: { name: 'Bancontact', description: 'Betalen met Bancontact in België.' },
  },
  bank_transfer: {
    fr: {
      name: 'Virement bancaire',
      description:
        'Nos coordonnées bancaires vous sont envoyées par e-mail ; la commande part à réception du virement.',
    },
    nl: {
      name: 'Overschrijving',
      description: 'U ontvangt onze bankgegevens per e-mail; de bestelling vertrekt zodra de overschrijving binnen is.',
    },
  },
  cheque: {
    fr: { name: 'Chèque', description: 'À envoyer à notre adresse ; la commande part à réception du chèque.' },
    nl: {
      name: 'Cheque',
      description: 'Op te sturen naar ons adres; de bestelling vertrekt zodra de cheque binnen is.',
    },
  },
  free: {
    fr: { name: 'Commande offerte', description: 'Aucun paiement n’est nécessaire pour cette commande.' },
    nl: { name: 'Gratis bestelling', description: 'Voor deze bestelling is geen betaling nodig.' },
  },
};

/** Methods whose money arrives later: the order waits in `awaiting_payment` until an operator records it. */
export const offlineMethods: readonly PaymentMethodCode[] = ['bank_transfer', 'cheque'];
