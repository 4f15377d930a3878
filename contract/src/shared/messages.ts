// Resolves `forms.{form}.{field}.errors.{code}` to text: the key's own text, else the code's text, else the
// server's raw message, else the generic "invalid" text, so a user never sees a bare key.
import type { Locale } from './locales.ts';
import { formErrorKey, isErrorCode } from './error-codes.ts';
import { codeMessagesFr, errorTextsFr, keyMessagesFr } from './messages.fr.ts';
import { codeMessagesNl, errorTextsNl, keyMessagesNl } from './messages.nl.ts';

export type MessageParams = Record<string, string | number>;

/** The whole catalogue, per locale: texts per code, texts per full key, and the §8 texts. */
export const messages = {
  fr: { codes: codeMessagesFr, keys: keyMessagesFr, errors: errorTextsFr },
  nl: { codes: codeMessagesNl, keys: keyMessagesNl, errors: errorTextsNl },
} as const;

export type FormErrorRef = {
  form: string;
  field: string;
  code: string;
  params?: MessageParams | undefined;
  /** The server's own message, shown when neither the key nor the code is known (spec §8 "Form submit"). */
  rawMessage?: string | undefined;
};

/** Text for a field error, in `locale`. */
export function formErrorMessage(locale: Locale, error: FormErrorRef): string {
  return translateErrorKey(locale, formErrorKey(error.form, error.field, error.code), error.params, error.rawMessage);
}

/** Text for a full key (`forms.login.password.errors.wrong_password`, or `forms.phone.error`). */
export function translateErrorKey(locale: Locale, key: string, rawParams?: MessageParams, rawMessage?: string): string {
  const catalogue = messages[locale];
  const params = rawParams && displayParams(rawParams);
  const own = catalogue.keys[key];
  if (own !== undefined) return interpolate(own, params);
  const code = codeOfKey(key);
  if (code === 'invalid_phone')
    return interpolate(catalogue.keys['forms.phone.error'] ?? catalogue.codes.invalid_phone);
  if (code !== undefined && isErrorCode(code) && hasParamsFor(catalogue.codes[code], params)) {
    return interpolate(catalogue.codes[code], params);
  }
  if (rawMessage !== undefined && rawMessage.trim() !== '') return rawMessage;
  return catalogue.codes.invalid;
}

/** `{name}` placeholders replaced by params; unknown ones are left visible rather than silently dropped. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Dates travel as `YYYY-MM-DD`; both sites write them day first (`15/06/2026`). */
function displayParams(params: MessageParams): MessageParams {
  const shown: MessageParams = {};
  for (const [name, value] of Object.entries(params)) {
    const date = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
    shown[name] = date ? `${date[3]}/${date[2]}/${date[1]}` : value;
  }
  return shown;
}

function codeOfKey(key: string): string | undefined {
  const match = /\.errors\.([\w-]+)$/.exec(key);
  return match?.[1];
}

/** A parameterised text without its parameters would read "{min}": fall back instead. */
function hasParamsFor(template: string, params?: MessageParams): boolean {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  return names.every((name) => params !== undefined && name in params);
}
