// French typography in the content (spec: the shop writes French with a non-breaking space before « : ; ! ? »
// and inside « »). The shop's own strings use U+00A0 (`\u00a0` in the messages files); the content does too.
// `scripts/french-typography.ts` rewrites the data with `frenchTypography`; `french-typography.test.ts` fails
// on any French field of content/data that still has a plain space there.

export const NBSP = '\u00a0';

// Left as written: inline code, a markdown link's target, an HTML tag, a URL (a `?` there is a query).
const untouchable = /`[^`]*`|\]\([^)]*\)|<[^>]*>|[a-z][a-z0-9+.-]*:\/\/\S+|(?:mailto|tel):\S+/.source;
// A plain space (or several) after a word, before a high mark, where the mark ends the word group: followed by
// the end, a space, another mark, or markdown emphasis and closing punctuation. Not before `)`, `(`, `-`, a
// letter or a digit: ` :)`, ` ;-)`, ` :D` are emoticons, `12 :30` is not a sentence.
const beforeMark = /(?<=\S)[ \t]+(?=[:;!?](?:$|[\s:;!?*_»"'.,…]))/.source;
const afterOpeningQuote = /(?<=«)[ \t]+/.source;
const beforeClosingQuote = /(?<=\S)[ \t]+(?=»)/.source;
// One pass, left to right: an untouchable part is skipped whole, so nothing inside it is ever changed.
const pattern = new RegExp(`(${untouchable})|${beforeMark}|${afterOpeningQuote}|${beforeClosingQuote}`, 'gi');

/** French text with a non-breaking space before « : ; ! ? » and inside « »; the same text when applied twice. */
export function frenchTypography(text: string): string {
  return text.replace(pattern, (_match, kept: string | undefined) => kept ?? NBSP);
}

/** One French string of a content file: where it is (`description.fr`, `entries[3].answer.fr`) and its text. */
export interface FrenchField {
  path: string;
  text: string;
}

/**
 * Every French string in a content file's JSON: the values under a `fr` key (the `{ fr, nl }` pairs), and every
 * string of a French-only file (`reviews/fr.json`). Dutch (`nl`) and language-neutral fields are never French.
 */
export function frenchFields(json: unknown, frenchFile = false): FrenchField[] {
  const fields: FrenchField[] = [];
  const walk = (value: unknown, path: string, french: boolean) => {
    if (typeof value === 'string') {
      if (french) fields.push({ path, text: value });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}[${index}]`, french));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        walk(item, path ? `${path}.${key}` : key, key === 'nl' ? false : french || key === 'fr');
      }
    }
  };
  walk(json, '', frenchFile);
  return fields;
}

/** A content file (its path under content/data) is French throughout when named `fr.json`. */
export function isFrenchFile(path: string): boolean {
  return /(^|\/)fr\.json$/.test(path);
}
