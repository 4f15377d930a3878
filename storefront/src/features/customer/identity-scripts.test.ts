import { describe, expect, it } from 'vitest';
import { GOOGLE_SIGN_IN_SCRIPT_URL, identityScriptsFromEnv, RECAPTCHA_SCRIPT_URL } from './identity-scripts.ts';

const production = { NODE_ENV: 'production' };

describe('identityScriptsFromEnv', () => {
  it('has neither script without keys (development, tests: the local issuer stands in)', () => {
    expect(identityScriptsFromEnv({})).toEqual({ recaptcha: null, google: null });
    expect(identityScriptsFromEnv(production)).toEqual({ recaptcha: null, google: null });
  });

  it("gives Google's scripts with the keys of a production shop", () => {
    expect(
      identityScriptsFromEnv({
        ...production,
        RECAPTCHA_SITE_KEY: '6Lc-site key',
        RECAPTCHA_SECRET: 'secret',
        GOOGLE_CLIENT_ID: '123.apps.googleusercontent.com',
      }),
    ).toEqual({
      recaptcha: { siteKey: '6Lc-site key', scriptUrl: `${RECAPTCHA_SCRIPT_URL}?render=6Lc-site%20key` },
      google: { clientId: '123.apps.googleusercontent.com', scriptUrl: GOOGLE_SIGN_IN_SCRIPT_URL },
    });
  });

  it('refuses in production a reCAPTCHA secret without a site key, and the reverse', () => {
    expect(() => identityScriptsFromEnv({ ...production, RECAPTCHA_SECRET: 'secret' })).toThrow(
      /RECAPTCHA_SECRET is set but RECAPTCHA_SITE_KEY is not/,
    );
    expect(() => identityScriptsFromEnv({ ...production, RECAPTCHA_SITE_KEY: 'key' })).toThrow(
      /RECAPTCHA_SITE_KEY is set but RECAPTCHA_SECRET is not/,
    );
    // The browser tests' throwaway server: the local issuer checks the stand-in's tokens, no secret.
    expect(
      identityScriptsFromEnv({ ...production, LOCAL_TEST_ISSUER: '1', RECAPTCHA_SITE_KEY: 'key' }).recaptcha,
    ).not.toBeNull();
  });

  it('takes stand-in script paths outside production and on the test server only', () => {
    const standIns = { RECAPTCHA_SCRIPT_URL: '/_e2e/recaptcha.js', GOOGLE_SIGN_IN_SCRIPT_URL: '/_e2e/gsi.js' };
    const keys = { RECAPTCHA_SITE_KEY: 'key', GOOGLE_CLIENT_ID: 'client' };
    expect(identityScriptsFromEnv({ ...standIns, ...keys })).toEqual({
      recaptcha: { siteKey: 'key', scriptUrl: '/_e2e/recaptcha.js?render=key' },
      google: { clientId: 'client', scriptUrl: '/_e2e/gsi.js' },
    });
    expect(
      identityScriptsFromEnv({ ...production, LOCAL_TEST_ISSUER: '1', ...standIns, ...keys }).google?.scriptUrl,
    ).toBe('/_e2e/gsi.js');
    expect(() =>
      identityScriptsFromEnv({ ...production, RECAPTCHA_SECRET: 's', ...keys, RECAPTCHA_SCRIPT_URL: '/x.js' }),
    ).toThrow(/RECAPTCHA_SCRIPT_URL .* refused when NODE_ENV=production/);
    expect(() =>
      identityScriptsFromEnv({ ...production, ...keys, RECAPTCHA_SECRET: 's', GOOGLE_SIGN_IN_SCRIPT_URL: '/x.js' }),
    ).toThrow(/GOOGLE_SIGN_IN_SCRIPT_URL .* refused/);
  });

  it('refuses a stand-in on another host', () => {
    expect(() =>
      identityScriptsFromEnv({ GOOGLE_CLIENT_ID: 'c', GOOGLE_SIGN_IN_SCRIPT_URL: 'https://evil.example/gsi.js' }),
    ).toThrow(/must be a path of this shop/);
    expect(() => identityScriptsFromEnv({ GOOGLE_SIGN_IN_SCRIPT_URL: '//evil.example/gsi.js' })).toThrow(
      /path of this shop/,
    );
  });
});
