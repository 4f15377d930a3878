// Codes of the customer domain's own refusals (422 violations, and the 429 of throttled calls) with the texts the
// server sends, in both shop languages.

export const customerErrorTexts = {
  email_already_used: { fr: 'Cette adresse e-mail est déjà utilisée.', nl: 'Dit e-mailadres is al in gebruik.' },
  wrong_password: { fr: 'Votre mot de passe est incorrect.', nl: 'Uw wachtwoord is onjuist.' },
  common_password: {
    fr: 'Ce mot de passe fait partie des plus utilisés, il serait vite deviné. Choisissez-en un autre.',
    nl: 'Dit wachtwoord is een van de meest gebruikte en zou snel geraden worden. Kies een ander.',
  },
  invalid_google_token: {
    fr: "La connexion avec Google n'a pas pu être vérifiée.",
    nl: 'De aanmelding met Google kon niet worden gecontroleerd.',
  },
  invalid_bot_check: {
    fr: 'La vérification anti-robot a échoué. Merci de réessayer.',
    nl: 'De controle tegen robots is mislukt. Probeer het opnieuw.',
  },
  invalid_address: { fr: "Cette adresse n'existe pas.", nl: 'Dit adres bestaat niet.' },
  too_many_logins: {
    fr: 'Trop de tentatives de connexion ont échoué. Merci de réessayer plus tard.',
    nl: 'Te veel mislukte aanmeldpogingen. Probeer het later opnieuw.',
  },
  too_many_registrations: {
    fr: 'Trop de créations de compte depuis cette adresse ou pour cet e-mail. Merci de réessayer plus tard.',
    nl: 'Te veel accounts aangemaakt vanaf dit adres of voor dit e-mailadres. Probeer het later opnieuw.',
  },
  too_many_reset_requests: {
    fr: 'Trop de demandes de réinitialisation du mot de passe. Merci de réessayer plus tard.',
    nl: 'Te veel aanvragen om het wachtwoord opnieuw in te stellen. Probeer het later opnieuw.',
  },
  too_many_lookups: {
    fr: "Trop de vérifications d'adresse e-mail. Merci de réessayer dans quelques minutes.",
    nl: 'Te veel controles van e-mailadressen. Probeer het over enkele minuten opnieuw.',
  },
  too_many_password_checks: {
    fr: 'Trop de mots de passe actuels incorrects. Merci de réessayer plus tard.',
    nl: 'Te veel onjuiste huidige wachtwoorden. Probeer het later opnieuw.',
  },
} as const satisfies Record<string, { fr: string; nl: string }>;

export type CustomerErrorCode = keyof typeof customerErrorTexts;
