import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'gamelle-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const google = { GOOGLE_CLIENT_ID: '123.apps.googleusercontent.com', RECAPTCHA_SECRET: 'recaptcha-secret' };
const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: dataDir };

describe("Google's keys and the local test issuer", () => {
  it('a production shop checks tokens with Google, and has no local issuer', () => {
    const config = loadConfig({ ...production, ...google });
    expect(config.googleClientId).toBe(google.GOOGLE_CLIENT_ID);
    expect(config.recaptchaSecret).toBe(google.RECAPTCHA_SECRET);
    expect(config.localIssuerSecret).toBeNull();
  });

  it("the browser tests' throwaway server (LOCAL_TEST_ISSUER=1) keeps the local issuer only, keys set or not", () => {
    const config = loadConfig({ ...production, ...google, LOCAL_TEST_ISSUER: '1' });
    expect(config.googleClientId).toBeUndefined();
    expect(config.recaptchaSecret).toBeUndefined();
    expect(config.localIssuerSecret).not.toBeNull();
  });

  it('development keeps Google when its keys are set (a developer trying the real thing)', () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...google, LOCAL_TEST_ISSUER: '1' });
    expect(config.googleClientId).toBe(google.GOOGLE_CLIENT_ID);
    expect(config.recaptchaSecret).toBe(google.RECAPTCHA_SECRET);
  });
});
