// The account home's last order (LastOrder.tsx): its texts apart from the order pages' (issue 19: the whole
// catalogue is 1.8 KB gzip). orderMessages holds these too.
import { defineMessages } from '../shared/index.ts';

export const lastOrderMessages = defineMessages(
  {
    items: (count: number) => `${count} article${count > 1 ? 's' : ''}`,
    noOrders: 'Vous n’avez pas encore passé de commande.',
    orderNumber: (number: string) => `Commande n° ${number}`,
    ordersTitle: 'Mes commandes',
    placedOn: (date: string) => `Passée le ${date}`,
    shopNow: 'Découvrir nos croquettes',
  },
  {
    items: (count: number) => `${count} artikel${count > 1 ? 's' : ''}`,
    noOrders: 'U hebt nog niets besteld.',
    orderNumber: (number: string) => `Bestelling nr. ${number}`,
    ordersTitle: 'Mijn bestellingen',
    placedOn: (date: string) => `Geplaatst op ${date}`,
    shopNow: 'Ontdek onze brokken',
  },
);
