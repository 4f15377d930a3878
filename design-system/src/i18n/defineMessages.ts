import type { Locale } from './locales.ts';

/**
 * A component's strings, one object per locale. French is the reference: Dutch must have exactly its keys
 * (a missing or extra key is a type error), so no string ships in one language only.
 *
 *     export const buttonMessages = defineMessages({ fr: { loading: 'Chargement…' }, nl: { loading: 'Laden…' } });
 */
export function defineMessages<const Keys extends string>(
  messages: { fr: Record<Keys, string> } & { [L in Exclude<Locale, 'fr'>]: Record<Keys, string> },
): Messages<Keys> {
  return messages;
}

export type Messages<Keys extends string> = Record<Locale, Record<Keys, string>>;

/** Fills `{name}` placeholders; an unknown placeholder stays visible so the mistake shows in review. */
export function formatMessage(template: string, values?: Record<string, string | number>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
