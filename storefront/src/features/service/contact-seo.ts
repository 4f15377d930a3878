// The contact page's title and description, apart from its other texts: the route's loader (in the shell's bundle)
// needs only these two; the form's texts load with the page.
export const contactSeo = {
  fr: {
    title: 'Nous contacter',
    seoDescription:
      'Une question sur une commande, un abonnement ou l’alimentation de votre animal ? Écrivez au service client Gamelle.',
  },
  nl: {
    title: 'Contact',
    seoDescription:
      'Een vraag over een bestelling, een abonnement of de voeding van uw dier? Schrijf naar de klantenservice van Gamelle.',
  },
} as const;
