import { defineMessages } from '../shared/index.ts';

export const contentMessages = defineMessages(
  {
    backToShop: 'Gamelle, retour à la boutique',
    modalLoading: 'Chargement…',
    modalError: 'Une erreur est survenue',
    subscriptionTermsTitle: 'L\u2019abonnement en clair',
    subscriptionDiscount: (percent: number) => `${percent}\u00a0% de remise sur chaque commande de l\u2019abonnement`,
    subscriptionMinimum: (deliveries: number) => `Un engagement de ${deliveries}\u00a0livraisons minimum`,
    subscriptionAfter: (days: number) =>
      `Ensuite, modifiez-le ou demandez son arrêt quand vous voulez\u00a0: date, fréquence, adresse et produits se changent jusqu\u2019à ${days}\u00a0jours avant chaque envoi`,
  },
  {
    backToShop: 'Gamelle, terug naar de winkel',
    modalLoading: 'Laden…',
    modalError: 'Er is een fout opgetreden',
    subscriptionTermsTitle: 'Het abonnement in het kort',
    subscriptionDiscount: (percent: number) => `${percent}\u00a0% korting op elke bestelling van het abonnement`,
    subscriptionMinimum: (deliveries: number) => `Minstens ${deliveries} leveringen`,
    subscriptionAfter: (days: number) =>
      `Daarna past u het aan of vraagt u de stopzetting aan wanneer u wilt: datum, frequentie, adres en producten wijzigt u tot ${days} dagen voor elke verzending`,
  },
);
