// French texts of every error code, then the keys whose text differs for one form or field (spec §5, §8).
// `{min}`, `{max}`, `{maxMb}`, `{value}`, `{suggestion}` are replaced by the violation's params.
import type { ErrorCode } from './error-codes.ts';

export const codeMessagesFr: Record<ErrorCode, string> = {
  required: 'Ce champ est obligatoire.',
  invalid: "Ce champ n'est pas valide.",
  too_short: 'Ce champ doit contenir au moins {min} caractères.',
  too_long: 'Ce champ doit contenir au plus {max} caractères.',
  number_too_small: 'La valeur doit être supérieure à {min}.',
  number_too_small_inclusive: 'La valeur doit être supérieure ou égale à {min}.',
  number_too_big: 'La valeur doit être inférieure à {max}.',
  number_too_big_inclusive: 'La valeur doit être inférieure ou égale à {max}.',
  date_too_early: 'La date doit être au plus tôt le {min}.',
  date_too_late: 'La date doit être au plus tard le {max}.',
  array_too_short: 'Choisissez au moins {min} valeur(s).',
  array_too_long: 'Choisissez au plus {max} valeur(s).',
  invalid_email: "L'adresse e-mail n'est pas valide.",
  invisible_characters:
    'Ce champ contient des caractères invisibles ou de contrôle (espace sans largeur, marque de direction…) : retirez-les puis réessayez.',
  forbidden_characters: 'Les caractères “ , @ & * ! ? / ( ) _ # $ € ne sont pas autorisés.',
  postcode_fr: 'Le code postal doit comporter 5 chiffres pour la France.',
  postcode_be: 'Le code postal doit comporter 4 chiffres pour la Belgique.',
  postcode_lu: 'Le code postal doit comporter 4 chiffres pour le Luxembourg.',
  invalid_phone: "Le numéro de téléphone n'est pas valide.",
  emoji: 'Les emojis ne sont pas autorisés.',
  wrong_password: 'Votre mot de passe est incorrect.',
  passwords_mismatch: 'Les mots de passe ne correspondent pas.',
  invalid_variant_code: 'Le code article doit comporter exactement 8 chiffres.',
  weight_cat_range: 'Le poids doit être compris entre 1 et 13 kg.',
  file_too_large: 'Le fichier est trop volumineux (maximum {maxMb} Mo).',
  unsupported_file_type: "Ce type de fichier n'est pas accepté.",
  invalid_weight: 'Veuillez indiquer un poids valide.',
  invalid_age: 'Veuillez indiquer un âge valide, en mois.',
  invalid_tag_manager_id: "« {value} » n'est pas un GTM-ID valide. Essayez par exemple « {suggestion} ».",
  unsafe_link: "Ce lien n'est pas autorisé.",
  missing_authentication_data: 'Une erreur est survenue lors de la connexion. Veuillez réessayer.',
  // The server's own text (customer/errors.ts, for a token it finds invalid): a missing one reads the same. Not
  // imported from there: every form page would then carry all the customer domain's texts.
  invalid_bot_check: 'La vérification anti-robot a échoué. Merci de réessayer.',
};

export const keyMessagesFr: Record<string, string> = {
  'forms.phone.error': "Le numéro de téléphone n'est pas valide.",
  'forms.newsletter.email.errors.invalid_email': "L'adresse email n'est pas valide",
  'forms.login.password.errors.wrong_password': 'Votre mot de passe est incorrect.',
  'forms.abortSubscription.message.errors.required': 'Merci de préciser la raison de votre demande.',
  'forms.abortSubscription.reason.errors.required': 'Merci de choisir une raison.',
  'forms.contact.subject.errors.required': 'Merci de choisir le sujet de votre message.',
  'forms.contact.name.errors.required': "Merci d'indiquer votre nom.",
  'forms.contact.message.errors.required': 'Merci de saisir votre message.',
  'forms.address.phoneNumber.errors.required': 'Le numéro de mobile est obligatoire.',
  'forms.pet.birthday.errors.required': "Indiquez la date de naissance ou l'âge de votre animal.",
  'forms.petGuideProfile.birthday.errors.required': "Indiquez la date de naissance ou l'âge de votre animal.",
  'forms.biNutritionProfile.birthday.errors.required': "Indiquez la date de naissance ou l'âge de votre chat.",
  'forms.coupon.couponCode.errors.required': 'Veuillez saisir un code promo.',
  'forms.cartChannel.countryCode.errors.invalid':
    "Nous livrons en France, en Belgique et au Luxembourg : choisissez l'un de ces pays.",
};

/** The texts of spec §8 that are not tied to a form field. */
export const errorTextsFr = {
  generic: 'Une erreur est survenue',
  genericAlternative: "Une erreur s'est produite",
  checkout: "Une erreur est survenue. Merci de contacter notre service client afin d'obtenir plus de détails.",
  newsletterInvalidEmail: "L'adresse email n'est pas valide",
  wrongPassword: 'Votre mot de passe est incorrect.',
  pageNotFound: 'Page non trouvée',
};
