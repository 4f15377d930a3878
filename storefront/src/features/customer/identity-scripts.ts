// Google's scripts on the login screens: reCAPTCHA v3 (the bot check of login and registration) and Google
// Identity Services (the "Sign in with Google" button). The storefront's server reads their public keys from the
// environment and hands them to the page; without them the local test issuer stands in (development, tests).
import { queryOptions } from '@tanstack/react-query';
import { createIsomorphicFn } from '@tanstack/react-start';

export interface IdentityScripts {
  /** reCAPTCHA v3: the site key (public) and the script that renders with it. */
  recaptcha: { siteKey: string; scriptUrl: string } | null;
  /** Google Identity Services: the OAuth client id (public) and its client script. */
  google: { clientId: string; scriptUrl: string } | null;
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
export const GOOGLE_SIGN_IN_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The path the page asks for the configuration on a client navigation (served by src/server.ts). */
export const IDENTITY_SCRIPTS_PATH = '/_identity-scripts';

/**
 * The configuration from the environment, checked as the server starts (src/server.ts): in production reCAPTCHA's
 * secret (the API's) and site key (the page's) come together or not at all, and the test-only script URLs
 * (`RECAPTCHA_SCRIPT_URL`, `GOOGLE_SIGN_IN_SCRIPT_URL`: stand-ins served by the browser tests) are refused unless
 * the server is the browser tests' throwaway one (`LOCAL_TEST_ISSUER=1`). Throws the message to show at start.
 */
export function identityScriptsFromEnv(env: Record<string, string | undefined>): IdentityScripts {
  const production = env.NODE_ENV === 'production';
  const testServer = !production || env.LOCAL_TEST_ISSUER === '1';
  const siteKey = env.RECAPTCHA_SITE_KEY?.trim() || undefined;
  const clientId = env.GOOGLE_CLIENT_ID?.trim() || undefined;
  if (production && env.RECAPTCHA_SECRET && !siteKey) {
    throw new Error(
      'RECAPTCHA_SECRET is set but RECAPTCHA_SITE_KEY is not: the login and registration pages could not get a ' +
        'token the API accepts, so every login would be refused. Set both (the reCAPTCHA v3 keys of one site) or neither.',
    );
  }
  if (production && siteKey && !env.RECAPTCHA_SECRET && env.LOCAL_TEST_ISSUER !== '1') {
    throw new Error(
      'RECAPTCHA_SITE_KEY is set but RECAPTCHA_SECRET is not: the API would refuse every bot-check token. Set both ' +
        '(the reCAPTCHA v3 keys of one site) or neither.',
    );
  }
  const standIn = (name: 'RECAPTCHA_SCRIPT_URL' | 'GOOGLE_SIGN_IN_SCRIPT_URL'): string | undefined => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    if (!testServer) {
      throw new Error(
        `${name} replaces Google's script with a test stand-in: refused when NODE_ENV=production (only the browser ` +
          "tests' throwaway server, LOCAL_TEST_ISSUER=1, may set it).",
      );
    }
    // A path of this shop, so the pages' CSP ('self') lets it run and no other host is ever trusted.
    if (!value.startsWith('/') || value.startsWith('//')) {
      throw new Error(`${name} must be a path of this shop (such as /_e2e/recaptcha.js), not ${value}.`);
    }
    return value;
  };
  const recaptchaScript = standIn('RECAPTCHA_SCRIPT_URL') ?? RECAPTCHA_SCRIPT_URL;
  const googleScript = standIn('GOOGLE_SIGN_IN_SCRIPT_URL') ?? GOOGLE_SIGN_IN_SCRIPT_URL;
  return {
    recaptcha: siteKey ? { siteKey, scriptUrl: `${recaptchaScript}?render=${encodeURIComponent(siteKey)}` } : null,
    google: clientId ? { clientId, scriptUrl: googleScript } : null,
  };
}

/** A Google script that could not load or answer (script-loader.ts's error, told apart without loading it). */
export function isScriptUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === 'ScriptUnavailableError';
}

/** On the server, from the environment; in the browser (a client navigation), asked of the shop's server. */
const readIdentityScripts = createIsomorphicFn()
  .server(async (): Promise<IdentityScripts> => identityScriptsFromEnv(process.env))
  .client(async (): Promise<IdentityScripts> => {
    const response = await fetch(IDENTITY_SCRIPTS_PATH, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${IDENTITY_SCRIPTS_PATH}: ${response.status}`);
    return (await response.json()) as IdentityScripts;
  });

/** The login route's loader reads it (dehydrated with the first load, so the browser asks only after a navigation). */
export const identityScriptsQuery = queryOptions({
  queryKey: ['identity-scripts'],
  queryFn: () => readIdentityScripts(),
  staleTime: Infinity,
});
