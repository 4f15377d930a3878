import { Hono } from 'hono';
import { z } from 'zod';
import { readRawBody, validate } from '../shared/http/body.ts';
import type { Services } from '../shared/services.ts';
import { mintLocalToken } from './identity.ts';

const botTokenRequest = z.object({ action: z.enum(['login', 'register']) });
const googleTokenRequest = z.object({
  email: z.email(),
  firstName: z.string().trim().min(1).max(255).optional(),
  lastName: z.string().trim().min(1).max(255).optional(),
});

/**
 * `/v2/dev/local-issuer`: the local test issuer's counter, mounted only outside production when no real Google or
 * reCAPTCHA is configured. It stands in for the two outside services in development and browser tests: the
 * storefront asks it for a bot-check token before a login or a registration, and its "Google" page asks it for
 * an identity token. In production the route does not exist (the local issuer has no secret there, unless the
 * browser tests' throwaway server opts in with LOCAL_TEST_ISSUER=1).
 */
export function localIssuerRoutes(services: Services): Hono | null {
  const secret = services.config.localIssuerSecret;
  if (!secret) return null;
  const routes = new Hono();
  // The storefront asks whether the local issuer is there before it offers its "Google" button.
  routes.get('/', (c) => c.body(null, 204));
  routes.post('/bot-token', async (c) => {
    const body = await validate(c, botTokenRequest, await readRawBody(c), 'login');
    return c.json({ token: await mintLocalToken(secret, 'bot-check', { action: body.action }) });
  });
  routes.post('/google-token', async (c) => {
    const body = await validate(c, googleTokenRequest, await readRawBody(c), 'login');
    const email = body.email.toLowerCase();
    const token = await mintLocalToken(secret, 'google', {
      sub: `local-${email}`,
      email,
      email_verified: true,
      ...(body.firstName ? { given_name: body.firstName } : {}),
      ...(body.lastName ? { family_name: body.lastName } : {}),
    });
    return c.json({ token });
  });
  return routes;
}
