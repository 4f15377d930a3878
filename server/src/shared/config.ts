import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseFeaturesOff, type FeaturesOff } from '@gamelle/contract/shared/features';
import { defaultDataDir } from './db/database.ts';

/** Settings read once from the environment; secrets never have a value written in code. */
export interface ServerConfig {
  production: boolean;
  authSecret: Uint8Array;
  /**
   * Signs the local test issuer's Google-like identity tokens and bot-check tokens: development and tests only
   * (null in production unless LOCAL_TEST_ISSUER=1, which the browser tests set for their throwaway server).
   */
  localIssuerSecret: Uint8Array | null;
  outboxDir: string;
  smtpUrl: string | undefined;
  /** The customer-service mailbox: contact messages are forwarded to it (`CUSTOMER_SERVICE_EMAIL`). */
  customerServiceEmail: string;
  googleClientId: string | undefined;
  recaptchaSecret: string | undefined;
  trustProxy: boolean;
  publicUrl: string;
  /** Signs the embedded test gateway's notifications (null in production, where the gateway does not exist). */
  testGatewaySecret: Uint8Array | null;
  /** Stripe, when both keys are set: card, PayPal and Bancontact go through Stripe Checkout. */
  stripe: { secretKey: string; webhookSecret: string } | null;
  /**
   * Spec §2's feature guards switched off per channel (`FEATURES_OFF`: `kibbleGuide, gamelle_nl:animals`), served
   * by `GET /shop/channels/{code}/features`; a name that is no feature or channel stops the start.
   */
  featuresOff: FeaturesOff;
  /** Test only: the process exits on receiving a payment notification, before processing it (crash test). */
  crashOnPaymentNotification: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? defaultDataDir);
  return {
    production,
    authSecret: secret('AUTH_SECRET', env, dataDir, production),
    // Browser tests run the production build and opt in explicitly (LOCAL_TEST_ISSUER=1); a real deployment never sets it.
    localIssuerSecret:
      production && env.LOCAL_TEST_ISSUER !== '1' ? null : persistedSecret(dataDir, 'local-issuer.secret'),
    outboxDir: resolve(env.OUTBOX_DIR ?? resolve(dataDir, 'outbox')),
    smtpUrl: env.SMTP_URL || undefined,
    customerServiceEmail: env.CUSTOMER_SERVICE_EMAIL || 'service-client@gamelle.fr',
    // The browser tests' throwaway server (LOCAL_TEST_ISSUER=1) checks every token with the local issuer, even when
    // Google's public keys are set for the page's stand-in scripts (storefront/README.md): Google is never asked.
    googleClientId: testIssuerOnly(env) ? undefined : env.GOOGLE_CLIENT_ID || undefined,
    recaptchaSecret: testIssuerOnly(env) ? undefined : env.RECAPTCHA_SECRET || undefined,
    trustProxy: env.TRUST_PROXY === '1',
    // Browser tests run the production build and opt in explicitly (TEST_GATEWAY=1), as for the local issuer.
    testGatewaySecret: production && env.TEST_GATEWAY !== '1' ? null : persistedSecret(dataDir, 'test-gateway.secret'),
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : null,
    featuresOff: parseFeaturesOff(env.FEATURES_OFF),
    crashOnPaymentNotification: !production && env.GAMELLE_CRASH_ON_PAYMENT_NOTIFICATION === '1',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
  };
}

/** The browser tests' throwaway production-build server: the local issuer is the only one. */
function testIssuerOnly(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production' && env.LOCAL_TEST_ISSUER === '1';
}

/** Where the local test issuer keeps its key: tests read it to mint identity and bot-check tokens. */
export function localIssuerSecretPath(dataDir: string): string {
  return resolve(dataDir, 'local-issuer.secret');
}

function secret(name: string, env: NodeJS.ProcessEnv, dataDir: string, production: boolean): Uint8Array {
  const value = env[name];
  if (value) {
    if (value.length < 32) throw new Error(`${name} must be at least 32 characters long.`);
    return new TextEncoder().encode(value);
  }
  if (production) throw new Error(`${name} must be set when NODE_ENV=production.`);
  // Development and tests: a random secret kept in the git-ignored data folder, so tokens survive restarts.
  return persistedSecret(dataDir, 'auth.secret');
}

function persistedSecret(dataDir: string, file: string): Uint8Array {
  const path = resolve(dataDir, file);
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process (the storefront and the API started together) may have written it first.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return new TextEncoder().encode(readFileSync(path, 'utf8').trim());
}
