import { defineMessages } from '../shared/index.ts';

export const maintenanceMessages = defineMessages(
  {
    title: 'Site en maintenance',
    text: 'Cette partie du site est momentanément indisponible pendant que nous l’améliorons. Merci de revenir dans quelques minutes.',
    cart: 'Votre panier est conservé.',
    home: 'Retour à l’accueil',
  },
  {
    title: 'Website in onderhoud',
    text: 'Dit deel van de website is tijdelijk niet beschikbaar terwijl we het verbeteren. Kom over enkele minuten terug.',
    cart: 'Uw winkelmand blijft bewaard.',
    home: 'Terug naar de startpagina',
  },
);
