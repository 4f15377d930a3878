import { defineMessages } from '../shared/index.ts';

/**
 * The strings of the cart's pieces on every page (the header's mini-cart, the notices of URL cart actions, the cart route's title), apart
 * from the cart page's catalogue so that every page's first load carries only these.
 */
export const cartShellMessages = defineMessages(
  {
    seoTitle: 'Mon panier',
    seoDescription: 'Votre panier Gamelle : quantités, abonnement, code promo et frais de livraison.',
    miniCartLabel: 'Panier',
    miniCartCount: (count: number) => (count === 0 ? ', vide' : `, ${count} article${count > 1 ? 's' : ''}`),
    empty: 'Votre panier est vide.',
    total: 'Total TTC',
    genericError: 'Une erreur est survenue',
    queryIgnored: "Le lien d'ajout au panier a été ignoré : chaque code produit doit compter exactement 8 chiffres.",
    queryAdded: 'Les produits du lien ont été ajoutés à votre panier.',
    miniCartTitle: 'Votre panier',
    miniCartOpen: 'Voir le panier',
    close: 'Fermer',
    couponRequired: 'Saisissez un code promo.',
    addedCount: (count: number) => (count > 1 ? `${count} articles ajoutés au panier.` : 'Article ajouté au panier.'),
    updated: 'Votre panier a été mis à jour.',
    removed: "L'article a été retiré du panier.",
    couponAppliedNotice: 'Le code promo a été appliqué.',
    couponRemovedNotice: 'Le code promo a été retiré.',
  },
  {
    seoTitle: 'Mijn winkelmand',
    seoDescription: 'Uw Gamelle-winkelmand: aantallen, abonnement, kortingscode en verzendkosten.',
    miniCartLabel: 'Winkelmand',
    miniCartCount: (count: number) => (count === 0 ? ', leeg' : `, ${count} artikel${count > 1 ? 'en' : ''}`),
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
