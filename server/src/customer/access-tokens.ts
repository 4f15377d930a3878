import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * Access tokens live 15 minutes (issue 21: an hour outlived revocation); the storefront refreshes them 10 minutes
 * before expiry (spec §9). Each carries its account's token generation (`gen`), checked on every call, so a
 * password change, a reset or a refresh-token replay revokes them at once.
 */
export const accessTokenLifetimeSeconds = 15 * 60;

export interface AccessTokenClaims {
  username: string;
  customerId: number;
  generation: number;
  exp: number;
}

export async function signAccessToken(
  secret: Uint8Array,
  username: string,
  customerId: number,
  generation: number,
): Promise<string> {
  return new SignJWT({ username, cid: customerId, gen: generation })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${accessTokenLifetimeSeconds}s`)
    .sign(secret);
}

/** The claims of a valid, unexpired token, or why it is refused (LexikJWT's two messages). */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<AccessTokenClaims | 'expired' | 'invalid'> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (
      typeof payload.username !== 'string' ||
      typeof payload.cid !== 'number' ||
      typeof payload.gen !== 'number' ||
      typeof payload.exp !== 'number'
    )
      return 'invalid';
    return { username: payload.username, customerId: payload.cid, generation: payload.gen, exp: payload.exp };
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
