// The account area's own texts: its menu, page titles and SEO, the home and welcome pages (AccountLayout,
// account-route.tsx). Every account page loads these; the forms' texts (login, registration, password, personal
// data, addresses) stay in messages.ts, which the pages with those forms load (issue 19: 3.2 KB gzip otherwise on
// every account page). accountMessages (messages.ts) holds these too.
import { defineMessages } from '../shared/index.ts';

export const accountAreaMessages = defineMessages(
  {
    loginTitle: 'Connexion',
    loginIntro: 'Connectez-vous ou créez votre compte en quelques secondes.',
    forgotTitle: 'Mot de passe oublié',
    accountTitle: 'Mon compte',
    accountNav: 'Mon compte',
    hello: (firstName: string) => `Bonjour ${firstName}\u00a0!`,
    lastOrder: 'Ma dernière commande',
    logOut: 'Me déconnecter',
    navHome: 'Tableau de bord',
    navOrders: 'Mes commandes',
    navSubscriptions: 'Mes abonnements',
    navPets: 'Mes animaux',
    navPersonalData: 'Mes informations personnelles',
    navAddresses: 'Mes adresses',
    navSponsorships: 'Mes parrainages',
    comingTitle: 'Bientôt disponible',
    comingText:
      'Cette partie de votre compte arrive bientôt sur le site. En attendant, notre service client répond à toutes vos questions.',
    welcomeTitle: 'Bienvenue chez Gamelle\u00a0!',
    welcomeText: (firstName: string) =>
      `Votre compte est créé, ${firstName}. Retrouvez vos commandes, adresses et informations dans votre espace.`,
    welcomeAccount: 'Aller à mon compte',
    personalTitle: 'Mes informations personnelles',
    homeGreetingLink: 'Voir mon compte',
  },
  {
    loginTitle: 'Inloggen',
    loginIntro: 'Log in of maak in een paar seconden uw account aan.',
    forgotTitle: 'Wachtwoord vergeten',
    accountTitle: 'Mijn account',
    accountNav: 'Mijn account',
    hello: (firstName: string) => `Hallo ${firstName}!`,
    lastOrder: 'Mijn laatste bestelling',
    logOut: 'Uitloggen',
    navHome: 'Overzicht',
    navOrders: 'Mijn bestellingen',
    navSubscriptions: 'Mijn abonnementen',
    navPets: 'Mijn huisdieren',
    navPersonalData: 'Mijn persoonlijke gegevens',
    navAddresses: 'Mijn adressen',
    navSponsorships: 'Mijn aangebrachte vrienden',
    comingTitle: 'Binnenkort beschikbaar',
    comingText:
      'Dit deel van uw account komt binnenkort op de site. Intussen beantwoordt onze klantenservice al uw vragen.',
    welcomeTitle: 'Welkom bij Gamelle!',
    welcomeText: (firstName: string) =>
      `Uw account is aangemaakt, ${firstName}. U vindt uw bestellingen, adressen en gegevens terug in uw account.`,
    welcomeAccount: 'Naar mijn account',
    personalTitle: 'Mijn persoonlijke gegevens',
    homeGreetingLink: 'Naar mijn account',
  },
);
