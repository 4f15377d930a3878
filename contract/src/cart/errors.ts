// Codes of the cart's own refusals (422 violations) with the texts the server sends, in both shop languages.
// The code is what a form translates by; the text is for API users and the raw-message fallback of spec §8.
import { couponRefusalMessages } from './coupons.ts';

export const cartErrorTexts = {
  out_of_stock: { fr: 'Ce produit est en rupture de stock.', nl: 'Dit product is niet op voorraad.' },
  insufficient_stock: {
    fr: 'Tout le stock disponible de ce produit est déjà dans votre panier.',
    nl: 'De volledige beschikbare voorraad van dit product zit al in uw winkelmand.',
  },
  quantity_above_maximum: {
    fr: 'Vous pouvez commander au plus 20 unités d’un même produit.',
    nl: 'U kunt maximaal 20 stuks van hetzelfde product bestellen.',
  },
  unknown_variant: { fr: "Ce produit n'existe pas.", nl: 'Dit product bestaat niet.' },
  coupon_already_applied: {
    fr: 'Un code promo est déjà appliqué à ce panier.',
    nl: 'Er is al een promotiecode op deze winkelmand toegepast.',
  },
  invalid_customer: {
    fr: 'Ce client ne peut pas être associé à ce panier.',
    nl: 'Deze klant kan niet aan deze winkelmand worden gekoppeld.',
  },
  ...couponRefusalMessages,
} as const satisfies Record<string, { fr: string; nl: string }>;

export type CartErrorCode = keyof typeof cartErrorTexts;
