import type { Kysely } from 'kysely';
import {
  type BotCheck,
  type IdentityVerifier,
  googleIdentityVerifier,
  localBotCheck,
  localIdentityVerifier,
  recaptchaBotCheck,
  refuseBotCheck,
  refuseIdentity,
} from '../customer/identity.ts';
import { type Clock, clockFromEnvironment } from './clock.ts';
import { type ServerConfig, loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { type Mailer, createMailer } from './mail/mailer.ts';
import type { PaymentProvider } from '../payment/provider.ts';
import { choosePaymentProvider } from '../payment/providers.ts';

/** What route handlers need, built once per app: the database and the outside world behind interfaces. */
export interface Services {
  db: Kysely<Database>;
  dialect: DatabaseHandle['dialect'];
  config: ServerConfig;
  mailer: Mailer;
  identity: IdentityVerifier;
  botCheck: BotCheck;
  /** "Now" for every date rule (see clock.ts). */
  clock: Clock;
  /** Card/PayPal/Bancontact: Stripe when configured, else the embedded test gateway (never in production). */
  paymentProvider: PaymentProvider | null;
}

export interface ServiceOverrides {
  config?: ServerConfig;
  clock?: Clock;
  mailer?: Mailer;
  identity?: IdentityVerifier;
  botCheck?: BotCheck;
}

export function createServices(db: DatabaseHandle, overrides: ServiceOverrides = {}): Services {
  const config = overrides.config ?? loadConfig();
  const services: Services = {
    db: db.kysely,
    dialect: db.dialect,
    config,
    mailer: overrides.mailer ?? createMailer(config),
    identity: overrides.identity ?? identityVerifier(config),
    botCheck: overrides.botCheck ?? botCheck(config),
    clock: overrides.clock ?? clockFromEnvironment(db.kysely),
    paymentProvider: null,
  };
  services.paymentProvider = choosePaymentProvider(services);
  return services;
}

/** Google in production (refusing all when unconfigured); the local test issuer otherwise, unless Google is set. */
function identityVerifier(config: ServerConfig): IdentityVerifier {
  if (config.googleClientId) return googleIdentityVerifier(config.googleClientId);
  if (!config.localIssuerSecret) return refuseIdentity;
  return localIdentityVerifier(config.localIssuerSecret);
}

function botCheck(config: ServerConfig): BotCheck {
  if (config.recaptchaSecret) return recaptchaBotCheck(config.recaptchaSecret);
  if (!config.localIssuerSecret) return refuseBotCheck;
  return localBotCheck(config.localIssuerSecret);
}
