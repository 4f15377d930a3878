// Codes of the pet domain's own refusals with the texts the server sends, in both shop languages.
export const petErrorTexts = {
  unknown_photo: {
    fr: "Cette photo n'existe pas ou ne vous appartient pas.",
    nl: 'Deze foto bestaat niet of is niet van u.',
  },
} as const satisfies Record<string, { fr: string; nl: string }>;

export type PetErrorCode = keyof typeof petErrorTexts;
