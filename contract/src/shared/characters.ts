// Characters that do not show, shared by the link rule, the redirect rule and the text fields (issue 21).
// Written as strings so that no regular expression literal holds a control character.

/** Bidi marks, embeddings, overrides and isolates (the "Trojan Source" characters). */
const BIDI = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
/** Zero-width space, joiners, word joiner and invisible operators, BOM, soft hyphen, Mongolian vowel separator. */
const ZERO_WIDTH = '\\u00ad\\u180e\\u200b-\\u200d\\u2060-\\u2064\\ufeff';
/** C0 controls (NUL…US) and DEL with the C1 controls. */
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f';
/** Every Unicode space a browser or `String.prototype.trim` may drop (U+0020 included). */
const SPACES = '\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

/** What browsers drop or ignore inside a URL's scheme or host, or what hides one: tested by the link and redirect rules. */
export const URL_INVISIBLE = new RegExp(`[${CONTROLS}${SPACES}${BIDI}${ZERO_WIDTH}]`, 'g');

/**
 * What no text field stores: controls other than tab and line breaks, bidi controls and zero-width characters.
 * NUL is refused by PostgreSQL's text type while SQLite keeps it, so the same input would differ by database.
 */
export const TEXT_REFUSED = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${BIDI}${ZERO_WIDTH}]`,
  'g',
);

/** Whether `value` holds a character no text field stores. */
export function hasRefusedCharacter(value: string): boolean {
  TEXT_REFUSED.lastIndex = 0;
  return TEXT_REFUSED.test(value);
}

/** `value` without the characters no text field stores. */
export function stripRefusedCharacters(value: string): string {
  return value.replace(TEXT_REFUSED, '');
}
