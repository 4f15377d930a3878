import { Suspense, use } from 'react';
import type { Locale } from '../i18n/locales.ts';
import type { FieldErrorLookup } from './fieldError.ts';
import { resolveFieldError as resolveNow } from './resolveFieldError.ts';

type Resolve = (lookup: FieldErrorLookup, locale: Locale) => string;

// The error catalogue (the contract's texts of every code and key, in both languages, and their resolution: 2.6 KB
// gzip) is needed only once a field shows an error. The server resolves at once, so its HTML (a page without
// JavaScript included) always holds the text: its build keeps the static import, the browser's drops it (the
// condition is a constant there). The browser loads the catalogue once the page is idle, or with the first error if
// that comes first (its paragraph then waits empty for that moment). Its modules have a chunk of their own
// (storefront/vite.config.ts): Rolldown would otherwise put them with the form modules every field loads.
let resolved: Resolve | undefined;
let loading: Promise<Resolve> | undefined;
if (import.meta.env.SSR) resolved = resolveNow;

/** Loads the error catalogue once (again after a failure). */
export function loadFieldErrors(): Promise<Resolve> {
  return (loading ??= import('./resolveFieldError.ts').then(
    (module) => (resolved = module.resolveFieldError),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

let preloading = false;
/**
 * Starts the catalogue's load once the page is idle (a field is on it: useField calls this), as useShopForm does
 * for the validation: a first error then finds the catalogue there. Once per page load.
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

function Resolved({ lookup, locale }: { lookup: FieldErrorLookup; locale: Locale }) {
  const resolve = resolved ?? use(loadFieldErrors());
  return resolve(lookup, locale);
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
