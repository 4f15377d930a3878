import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { formatMessage, type Messages } from './defineMessages.ts';
import { defaultLocale, type Locale } from './locales.ts';

const LocaleContext = createContext<Locale>(defaultLocale);

export interface LocaleProviderProps {
  locale: Locale;
  children: ReactNode;
}

/** Chooses the language of every component string below it (French when there is no provider). */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A translator over one component's messages: `t('close')`, `t('count', { count: 3 })`. */
export function useMessages<Keys extends string>(
  messages: Messages<Keys>,
): (key: Keys, values?: Record<string, string | number>) => string {
  const locale = useLocale();
  return useCallback(
    (key: Keys, values?: Record<string, string | number>) => formatMessage(messages[locale][key], values),
    [messages, locale],
  );
}
