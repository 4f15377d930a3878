export { locales, defaultLocale, isLocale, type Locale } from './locales.ts';
export { defineMessages, formatMessage, type Messages } from './defineMessages.ts';
export { LocaleProvider, useLocale, useMessages, type LocaleProviderProps } from './LocaleProvider.tsx';
export { commonMessages } from './commonMessages.ts';
