// Dutch texts of every error code, then the keys whose text differs for one form or field (spec §5, §8).
import type { ErrorCode } from './error-codes.ts';
import type { errorTextsFr } from './messages.fr.ts';

export const codeMessagesNl: Record<ErrorCode, string> = {
  required: 'Dit veld is verplicht.',
  invalid: 'Dit veld is ongeldig.',
  too_short: 'Dit veld moet minstens {min} tekens bevatten.',
  too_long: 'Dit veld mag maximaal {max} tekens bevatten.',
  number_too_small: 'De waarde moet groter zijn dan {min}.',
  number_too_small_inclusive: 'De waarde moet groter dan of gelijk aan {min} zijn.',
  number_too_big: 'De waarde moet kleiner zijn dan {max}.',
  number_too_big_inclusive: 'De waarde moet kleiner dan of gelijk aan {max} zijn.',
  date_too_early: 'De datum mag niet vroeger zijn dan {min}.',
  date_too_late: 'De datum mag niet later zijn dan {max}.',
  array_too_short: 'Kies minstens {min} waarde(n).',
  array_too_long: 'Kies maximaal {max} waarde(n).',
  invalid_email: 'Het e-mailadres is ongeldig.',
  invisible_characters:
    'Dit veld bevat onzichtbare tekens of stuurtekens (spatie zonder breedte, richtingsteken…). Verwijder ze en probeer het opnieuw.',
  forbidden_characters: 'De tekens “ , @ & * ! ? / ( ) _ # $ € zijn niet toegestaan.',
  postcode_fr: 'De postcode moet voor Frankrijk uit 5 cijfers bestaan.',
  postcode_be: 'De postcode moet voor België uit 4 cijfers bestaan.',
  postcode_lu: 'De postcode moet voor Luxemburg uit 4 cijfers bestaan.',
  invalid_phone: 'Het telefoonnummer is ongeldig.',
  emoji: "Emoji's zijn niet toegestaan.",
  wrong_password: 'Uw wachtwoord is onjuist.',
  passwords_mismatch: 'De wachtwoorden komen niet overeen.',
  invalid_variant_code: 'De artikelcode moet uit precies 8 cijfers bestaan.',
  weight_cat_range: 'Het gewicht moet tussen 1 en 13 kg liggen.',
  file_too_large: 'Het bestand is te groot (maximaal {maxMb} MB).',
  unsupported_file_type: 'Dit bestandstype wordt niet aanvaard.',
  invalid_weight: 'Geef een geldig gewicht op.',
  invalid_age: 'Geef een geldige leeftijd op, in maanden.',
  invalid_tag_manager_id: '"{value}" is geen geldige GTM-ID. Probeer bijvoorbeeld "{suggestion}".',
  unsafe_link: 'Deze link is niet toegestaan.',
  missing_authentication_data: 'Er is een fout opgetreden bij het aanmelden. Probeer het opnieuw.',
  // The server's own text (customer/errors.ts, for a token it finds invalid): a missing one reads the same. Not
  // imported from there: every form page would then carry all the customer domain's texts.
  invalid_bot_check: 'De controle tegen robots is mislukt. Probeer het opnieuw.',
};

export const keyMessagesNl: Record<string, string> = {
  'forms.phone.error': 'Het telefoonnummer is ongeldig.',
  'forms.newsletter.email.errors.invalid_email': 'Het e-mailadres is niet geldig',
  'forms.login.password.errors.wrong_password': 'Uw wachtwoord is onjuist.',
  'forms.abortSubscription.message.errors.required': 'Licht de reden van uw aanvraag toe.',
  'forms.abortSubscription.reason.errors.required': 'Kies een reden.',
  'forms.contact.subject.errors.required': 'Kies het onderwerp van uw bericht.',
  'forms.contact.name.errors.required': 'Vul uw naam in.',
  'forms.contact.message.errors.required': 'Typ uw bericht.',
  'forms.address.phoneNumber.errors.required': 'Het gsm-nummer is verplicht.',
  'forms.pet.birthday.errors.required': 'Geef de geboortedatum of de leeftijd van uw huisdier op.',
  'forms.petGuideProfile.birthday.errors.required': 'Geef de geboortedatum of de leeftijd van uw huisdier op.',
  'forms.biNutritionProfile.birthday.errors.required': 'Geef de geboortedatum of de leeftijd van uw kat op.',
  'forms.coupon.couponCode.errors.required': 'Vul een kortingscode in.',
  'forms.cartChannel.countryCode.errors.invalid':
    'We leveren in Frankrijk, België en Luxemburg: kies een van deze landen.',
};

export const errorTextsNl: typeof errorTextsFr = {
  generic: 'Er is een fout opgetreden',
  genericAlternative: 'Er is iets misgegaan',
  checkout: 'Er is een fout opgetreden. Neem contact op met onze klantenservice voor meer informatie.',
  newsletterInvalidEmail: 'Het e-mailadres is niet geldig',
  wrongPassword: 'Uw wachtwoord is onjuist.',
  pageNotFound: 'Pagina niet gevonden',
};
