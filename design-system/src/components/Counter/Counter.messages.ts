import { defineMessages } from '../../i18n/defineMessages.ts';

export const counterMessages = defineMessages({
  fr: {
    quantity: 'Quantité de {product}',
    increase: 'Augmenter {product}',
    decrease: 'Diminuer {product}',
    add: 'Ajouter',
    addProduct: 'Ajouter {product}',
    announce: '{product} : quantité {value}',
    removed: '{product} : retiré',
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
