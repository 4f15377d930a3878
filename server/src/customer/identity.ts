import { type JWTPayload, SignJWT, createRemoteJWKSet, jwtVerify } from 'jose';

/** Who a Google identity token says the visitor is. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** Checks a "Sign in with Google" identity token. */
export interface IdentityVerifier {
  verify(idToken: string): Promise<VerifiedIdentity | null>;
}

/** Checks a bot-check (reCAPTCHA-like) token for an action. */
export interface BotCheck {
  verify(token: string, action: string): Promise<boolean>;
}

/** The issuer name of tokens minted by the local test issuer (development and tests only). */
export const localIssuer = 'gamelle-local-issuer';

/** Google's real verifier: signature against Google's published keys, issuer and audience. */
export function googleIdentityVerifier(clientId: string): IdentityVerifier {
  const keys = createRemoteJWKSet(new URL('https://www.googleapis.com/oauth2/v3/certs'));
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          issuer: ['https://accounts.google.com', 'accounts.google.com'],
          audience: clientId,
        });
        return toIdentity(payload);
      } catch {
        return null;
      }
    },
  };
}

/** reCAPTCHA v3's server-side check, with the score threshold Google suggests. */
export function recaptchaBotCheck(secret: string): BotCheck {
  return {
    async verify(token, action) {
      try {
        const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token }),
          signal: AbortSignal.timeout(5000),
        });
        const body = (await res.json()) as { success?: boolean; score?: number; action?: string };
        return body.success === true && (body.score ?? 0) >= 0.5 && body.action === action;
      } catch {
        return false;
      }
    },
  };
}

/** Identity tokens signed with the local issuer's secret: lets development and tests log in "with Google". */
export function localIdentityVerifier(secret: Uint8Array): IdentityVerifier {
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, secret, { issuer: localIssuer, audience: 'google' });
        return toIdentity(payload);
      } catch {
        return null;
      }
    },
  };
}

/** Bot-check tokens signed by the local issuer for one action. */
export function localBotCheck(secret: Uint8Array): BotCheck {
  return {
    async verify(token, action) {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: localIssuer, audience: 'bot-check' });
        return payload.action === action;
      } catch {
        return false;
      }
    },
  };
}

/** Production without GOOGLE_CLIENT_ID: Google login is refused, never let through. */
export const refuseIdentity: IdentityVerifier = { verify: async () => null };

/** Production without RECAPTCHA_SECRET: every bot-check fails, never passes. */
export const refuseBotCheck: BotCheck = { verify: async () => false };

/** Mints tokens of the local issuer (used by the dev login page and the API tests). */
export async function mintLocalToken(
  secret: Uint8Array,
  audience: 'google' | 'bot-check',
  claims: JWTPayload,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(localIssuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(secret);
}

function toIdentity(payload: JWTPayload): VerifiedIdentity | null {
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
  return {
    subject: payload.sub,
    email: payload.email.toLowerCase(),
    emailVerified: payload.email_verified === true,
    firstName: typeof payload.given_name === 'string' ? payload.given_name : null,
    lastName: typeof payload.family_name === 'string' ? payload.family_name : null,
  };
}
