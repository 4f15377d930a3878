// Reading the access token on the client: expiry and when to refresh (spec §4 login state, §9 refresh timing).
import { TOKEN_REFRESH_BEFORE_EXPIRY_MS } from '../shared/limits.ts';
import { tokenPayloadSchema, type TokenPayload } from './schema.ts';

/** The payload of a JWT, or null when the token is not a readable JWT. The signature is not checked here. */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const parsed = tokenPayloadSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Logged in while the expiry lies in the future. */
export function isTokenValid(payload: Pick<TokenPayload, 'exp'> | null, now: number = Date.now()): boolean {
  return payload !== null && payload.exp * 1000 > now;
}

/** Milliseconds until the refresh should run: 10 minutes before expiry, 0 when already inside that window. */
export function tokenRefreshDelay(payload: Pick<TokenPayload, 'exp'>, now: number = Date.now()): number {
  return Math.max(0, payload.exp * 1000 - TOKEN_REFRESH_BEFORE_EXPIRY_MS - now);
}
