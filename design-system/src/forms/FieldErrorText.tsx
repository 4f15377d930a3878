import { Suspense, use } from 'react';
import type { Locale } from '../i18n/locales.ts';
import type { FieldErrorLookup } from './fieldError.ts';
import * as catalogueNow from './resolveFieldError.ts';

/** What the catalogue's module gives: a field's error text and a whole form's. */
export interface ErrorCatalogue {
  resolveFieldError: (lookup: FieldErrorLookup, locale: Locale) => string;
  resolveFormError: (lookup: FieldErrorLookup, locale: Locale) => string;
}

// The error catalogue (the contract's texts of every code and key, in both languages, and their resolution: 2.6 KB
// gzip) is needed only once a field or a form (FormError) shows an error. The server resolves at once, so its HTML
// (a page without JavaScript included) always holds the text: its build keeps the static import, the browser's drops
// it (the condition is a constant there). The browser loads the catalogue once the page is idle, or with the first
// error if that comes first (its paragraph then waits empty for that moment). Its modules have a chunk of their own
// (storefront/vite.config.ts): Rolldown would otherwise put them with the form modules every field loads.
let resolved: ErrorCatalogue | undefined;
let loading: Promise<ErrorCatalogue> | undefined;
if (import.meta.env.SSR) resolved = catalogueNow;

/** Loads the error catalogue once (again after a failure). */
export function loadFieldErrors(): Promise<ErrorCatalogue> {
  return (loading ??= import('./resolveFieldError.ts').then(
    (module) => (resolved = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

let preloading = false;
/**
 * Starts the catalogue's load once the page is idle (a field or a FormError is on it: useField and FormError call
 * this), as useShopForm does for the validation: a first error then finds the catalogue there. Once per page load.
 */
export function preloadFieldErrors(): void {
  if (resolved || preloading || typeof window === 'undefined') return;
  preloading = true;
  const preload = () => {
    loadFieldErrors().catch(() => (preloading = false));
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preload, { timeout: 2000 });
  else window.setTimeout(preload, 1);
}

/**
 * The catalogue's resolutions: at once on the server or once loaded, else it suspends until they arrive (call it
 * under a Suspense boundary of its own, as FieldErrorText and FormError do).
 */
export function useErrorCatalogue(): ErrorCatalogue {
  return resolved ?? use(loadFieldErrors());
}

function Resolved({ lookup, locale }: { lookup: FieldErrorLookup; locale: Locale }) {
  return useErrorCatalogue().resolveFieldError(lookup, locale);
}

/**
 * The readable text of a field error (see resolveFieldError). A boundary of its own: in the browser, before the
 * catalogue has arrived, the error's paragraph waits empty for that moment, the rest of the form live; the server's
 * text is kept as it is while the page hydrates.
 */
export function FieldErrorText({ lookup, locale }: { lookup: FieldErrorLookup; locale: Locale }) {
  return (
    <Suspense fallback={null}>
      <Resolved lookup={lookup} locale={locale} />
    </Suspense>
  );
}
