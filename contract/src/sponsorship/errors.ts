// Codes of the sponsorship calls' own refusals (422 violations, the 404 of an unknown code and the 429 of
// invitations), with the texts the server sends in both shop languages.

export const sponsorshipErrorTexts = {
  sponsorship_code_unknown: {
    fr: "Ce code de parrainage n'existe pas. Vérifiez-le auprès de la personne qui vous l'a donné.",
    nl: 'Deze vriendencode bestaat niet. Controleer hem bij wie hem u gegeven heeft.',
  },
  sponsorship_self_referral: {
    fr: 'Vous ne pouvez pas vous parrainer vous-même.',
    nl: 'U kunt uzelf niet aanbrengen.',
  },
  sponsorship_already_sponsored: {
    fr: 'Votre compte a déjà un parrain : un seul parrainage par client.',
    nl: 'Uw account is al door iemand aangebracht: één aanbrenger per klant.',
  },
  sponsorship_not_new_customer: {
    fr: 'Le parrainage est réservé aux nouveaux clients, avant leur première commande.',
    nl: 'Aanbrengen kan alleen voor nieuwe klanten, vóór hun eerste bestelling.',
  },
  sponsorship_already_customer: {
    fr: 'Cette personne a déjà un compte Gamelle : elle ne peut plus être parrainée.',
    nl: 'Deze persoon heeft al een Gamelle-account en kan niet meer worden aangebracht.',
  },
  too_many_sponsorship_invitations: {
    fr: "Trop d'invitations envoyées en peu de temps. Merci de réessayer plus tard.",
    nl: 'Te veel uitnodigingen in korte tijd verstuurd. Probeer het later opnieuw.',
  },
} as const satisfies Record<string, { fr: string; nl: string }>;
