import { defineMessages } from '../shared/index.ts';
import { miniCartMessages } from './mini-cart-messages.ts';

/**
 * The strings of the cart's pieces found on any page (the mini-cart's drawer, the notices of URL cart actions and of
 * forms posted without JavaScript, the cart route's title), apart from the cart page's catalogue. The header's
 * button, in every page's first load, has its own two (mini-cart-messages.ts), spread in here.
 */
export const cartShellMessages = defineMessages(
  {
    ...miniCartMessages.fr,
    seoTitle: 'Mon panier',
    seoDescription: 'Votre panier Gamelle\u00a0: quantités, abonnement, code promo et frais de livraison.',
    empty: 'Votre panier est vide.',
    total: 'Total TTC',
    genericError: 'Une erreur est survenue',
    queryIgnored:
      'Le lien d’ajout au panier a été ignoré\u00a0: chaque code produit doit compter exactement 8 chiffres.',
    queryAdded: 'Les produits du lien ont été ajoutés à votre panier.',
    miniCartTitle: 'Votre panier',
    miniCartOpen: 'Voir le panier',
    close: 'Fermer',
    couponRequired: 'Saisissez un code promo.',
    addedCount: (count: number) => (count > 1 ? `${count} articles ajoutés au panier.` : 'Article ajouté au panier.'),
    updated: 'Votre panier a été mis à jour.',
    removed: 'L’article a été retiré du panier.',
    couponAppliedNotice: 'Le code promo a été appliqué.',
    couponRemovedNotice: 'Le code promo a été retiré.',
  },
  {
    ...miniCartMessages.nl,
    seoTitle: 'Mijn winkelmand',
    seoDescription: 'Uw Gamelle-winkelmand: aantallen, abonnement, kortingscode en verzendkosten.',
    empty: 'Uw winkelmand is leeg.',
    total: 'Totaal incl. btw',
    genericError: 'Er is een fout opgetreden',
    queryIgnored: 'De link om producten toe te voegen werd genegeerd: elke productcode moet precies 8 cijfers tellen.',
    queryAdded: 'De producten uit de link zijn aan uw winkelmand toegevoegd.',
    miniCartTitle: 'Uw winkelmand',
    miniCartOpen: 'Winkelmand bekijken',
    close: 'Sluiten',
    couponRequired: 'Vul een kortingscode in.',
    addedCount: (count: number) =>
      count > 1 ? `${count} artikelen toegevoegd aan de winkelmand.` : 'Artikel toegevoegd aan de winkelmand.',
    updated: 'Uw winkelmand is bijgewerkt.',
    removed: 'Het artikel is uit de winkelmand verwijderd.',
    couponAppliedNotice: 'De kortingscode is toegepast.',
    couponRemovedNotice: 'De kortingscode is verwijderd.',
  },
);
