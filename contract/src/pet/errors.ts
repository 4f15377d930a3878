// Codes of the pet domain's own refusals with the texts the server sends, in both shop languages: the pet's photo,
// and the image upload of spec §7/§8 (the missing parts use the upload's own codes and texts, contract
// shared/images.ts; the signature checks are the server's).
import { IMAGE_UPLOAD_ERRORS } from '../shared/images.ts';

const { missing_upload_data, missing_file, missing_file_name, missing_public_key, invalid_upload_options } =
  IMAGE_UPLOAD_ERRORS;

export const petErrorTexts = {
  unknown_photo: {
    fr: "Cette photo n'existe pas ou ne vous appartient pas.",
    nl: 'Deze foto bestaat niet of is niet van u.',
  },
  missing_upload_data,
  missing_file,
  missing_file_name,
  missing_public_key,
  invalid_upload_options,
  invalid_public_key: { fr: "La clé publique n'est pas la bonne.", nl: 'De publieke sleutel is onjuist.' },
  invalid_upload_signature: {
    fr: "La signature de l'envoi n'est pas valide : demandez-en une nouvelle.",
    nl: 'De handtekening van de upload is ongeldig: vraag een nieuwe aan.',
  },
  upload_authentication_expired: {
    fr: "L'autorisation d'envoi a expiré (60 secondes) ou a déjà servi : recommencez.",
    nl: 'De uploadtoestemming is verlopen (60 seconden) of al gebruikt: probeer opnieuw.',
  },
  unreadable_image: {
    fr: "Ce fichier n'est pas une image lisible.",
    nl: 'Dit bestand is geen leesbare afbeelding.',
  },
} as const satisfies Record<string, { fr: string; nl: string }>;

export type PetErrorCode = keyof typeof petErrorTexts;
