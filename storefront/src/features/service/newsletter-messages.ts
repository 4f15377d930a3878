import { defineMessages } from '../shared/index.ts';
import { newsletterFooterMessages } from './newsletter-footer-messages.ts';

/** The form's, the pop-up's and the newsletter pages' texts: they load with the form, not with every page. */
export const newsletterMessages = defineMessages(
  {
    ...newsletterFooterMessages.fr,
    emailLabel: 'Votre adresse e-mail',
    emailPlaceholder: 'prenom@exemple.fr',
    submit: 'Je m’inscris',
    sent: (email: string) =>
      `Merci\u00a0! Un e-mail de confirmation vient d’être envoyé à ${email}. Cliquez sur son lien pour recevoir votre code.`,
    privacy: 'Un e-mail par semaine au plus. Désinscription en un clic depuis chaque e-mail.',
    defaultError: 'Une erreur est survenue. Merci de réessayer.',
    confirmTitle: 'Votre inscription',
    confirming: 'Nous confirmons votre inscription…',
    confirmedTitle: 'Bienvenue dans la newsletter Gamelle\u00a0!',
    confirmed: (email: string) => `L’adresse ${email} est bien inscrite.`,
    couponIntro: (amount: string) => `Votre code de ${amount} sur votre première commande\u00a0:`,
    couponUntil: (date: string) => `Valable jusqu’au ${date}, sur une première commande, une seule fois.`,
    couponAlreadyGiven:
      'Votre code de bienvenue vous a déjà été envoyé\u00a0: il reste valable sur une première commande.',
    copyCode: 'Copier le code',
    shop: 'Découvrir nos croquettes',
    invalidLink: 'Ce lien n’est pas valide ou a expiré.',
    signUpAgain: 'Inscrivez-vous à nouveau pour recevoir un nouveau lien\u00a0:',
    unsubscribeTitle: 'Se désinscrire de la newsletter',
    unsubscribeIntro:
      'Vous ne recevrez plus nos e-mails d’information. Vos e-mails de commande et d’abonnement continuent.',
    unsubscribe: 'Me désinscrire',
    unsubscribed: (email: string) => `C’est fait\u00a0: ${email} ne recevra plus la newsletter.`,
    changedYourMind: 'Vous avez changé d’avis\u00a0? Vous pouvez vous réinscrire à tout moment.',
    home: 'Retour à l’accueil',
    popupClose: 'Non merci',
  },
  {
    ...newsletterFooterMessages.nl,
    emailLabel: 'Uw e-mailadres',
    emailPlaceholder: 'voornaam@voorbeeld.be',
    submit: 'Ik schrijf me in',
    sent: (email: string) =>
      `Bedankt! We hebben een bevestigingsmail gestuurd naar ${email}. Klik op de link om uw code te ontvangen.`,
    privacy: 'Hoogstens één e-mail per week. Uitschrijven met één klik vanuit elke e-mail.',
    defaultError: 'Er is een fout opgetreden. Probeer het opnieuw.',
    confirmTitle: 'Uw inschrijving',
    confirming: 'We bevestigen uw inschrijving…',
    confirmedTitle: 'Welkom bij de nieuwsbrief van Gamelle!',
    confirmed: (email: string) => `Het adres ${email} is ingeschreven.`,
    couponIntro: (amount: string) => `Uw code voor ${amount} korting op uw eerste bestelling:`,
    couponUntil: (date: string) => `Geldig tot ${date}, voor een eerste bestelling, één keer.`,
    couponAlreadyGiven: 'U hebt uw welkomstcode al ontvangen: hij blijft geldig voor een eerste bestelling.',
    copyCode: 'Code kopiëren',
    shop: 'Ontdek onze brokken',
    invalidLink: 'Deze link is ongeldig of verlopen.',
    signUpAgain: 'Schrijf u opnieuw in om een nieuwe link te ontvangen:',
    unsubscribeTitle: 'Uitschrijven voor de nieuwsbrief',
    unsubscribeIntro:
      'U ontvangt geen informatieve e-mails meer. E-mails over uw bestellingen en abonnementen blijven komen.',
    unsubscribe: 'Mij uitschrijven',
    unsubscribed: (email: string) => `Klaar: ${email} ontvangt de nieuwsbrief niet meer.`,
    changedYourMind: 'Van gedachten veranderd? U kunt zich altijd opnieuw inschrijven.',
    home: 'Terug naar de homepage',
    popupClose: 'Nee, bedankt',
  },
);
