import { defineMessages } from '../../i18n/defineMessages.ts';

export const counterMessages = defineMessages({
  fr: {
    quantity: 'Quantité de {product}',
    increase: 'Augmenter {product}',
    decrease: 'Diminuer {product}',
    add: 'Ajouter',
    addProduct: 'Ajouter {product}',
    announce: '{product}\u00a0: quantité {value}',
    removed: '{product}\u00a0: retiré',
  },
  nl: {
    quantity: 'Aantal {product}',
    increase: 'Verhogen {product}',
    decrease: 'Verlagen {product}',
    add: 'Toevoegen',
    addProduct: '{product} toevoegen',
    announce: '{product}: aantal {value}',
    removed: '{product}: verwijderd',
  },
});
