import { defineMessages } from '../shared/index.ts';

export const homeMessages = defineMessages(
  {
    seoTitle: 'Gamelle, croquettes et pâtées pour chiens et chats fabriquées en France',
    seoDescription:
      'Croquettes et pâtées premium pour chiens et chats, fabriquées en France et livrées chez vous. Abonnement -10 %, sans engagement.',
    heading: 'Croquettes et pâtées fabriquées en France',
    intro: 'Pour chiens et chats, livrées chez vous. Abonnez-vous et économisez 10 % sur toutes vos commandes.',
    reviewsTitle: 'Ils nous font confiance',
    reviewScore: (score: string, count: string) => `${score} / 5 sur ${count} avis vérifiés`,
    newsletterTitle: 'Newsletter',
    newsletterText: (amount: string) => `Inscrivez-vous et recevez ${amount} de réduction sur votre première commande.`,
    carousel: 'À la une',
    pushes: 'Nos univers',
    bestSellers: 'Nos meilleures ventes',
    reassurance: 'Nos engagements',
  },
  {
    seoTitle: 'Gamelle, brokken en natvoer voor honden en katten gemaakt in Frankrijk',
    seoDescription:
      'Premium brokken en natvoer voor honden en katten, gemaakt in Frankrijk en bij u thuis geleverd. Abonnement -10 %, zonder verplichting.',
    heading: 'Brokken en natvoer gemaakt in Frankrijk',
    intro: 'Voor honden en katten, bij u thuis geleverd. Neem een abonnement en bespaar 10 % op al uw bestellingen.',
    reviewsTitle: 'Zij vertrouwen ons',
    reviewScore: (score: string, count: string) => `${score} / 5 op basis van ${count} geverifieerde beoordelingen`,
    newsletterTitle: 'Nieuwsbrief',
    newsletterText: (amount: string) => `Schrijf u in en ontvang ${amount} korting op uw eerste bestelling.`,
    carousel: 'In de kijker',
    pushes: 'Onze werelden',
    bestSellers: 'Onze bestsellers',
    reassurance: 'Onze beloften',
  },
);
