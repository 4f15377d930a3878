import { Hono } from 'hono';
import { countAttempt, resetRequestLimits } from './throttle.ts';
import { readBody } from '../shared/http/body.ts';
import { clientAddress } from '../shared/http/client-address.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { serverMessage } from '../shared/http/messages.ts';
import { tooManyRequests } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import { requestPasswordReset, resetPassword } from './passwords.ts';
import { resetPasswordConfirmRequest, resetPasswordRequest } from './requests.ts';

/** `/shop/reset-password-requests`: ask for a reset e-mail, then set the new password with its token. */
export function resetPasswordRoutes(services: Services): Hono {
  const routes = new Hono();

  routes.post('/', async (c) => {
    const body = await readBody(c, resetPasswordRequest, 'resetPasswordRequest');
    // Counted whether or not the e-mail has an account, so a 429 says nothing about it either.
    const address = clientAddress(c, services.config.trustProxy);
    const throttle = await countAttempt(services.db, resetRequestLimits, body.email, address);
    if (throttle.blocked)
      throw tooManyRequests(throttle.retryAfterSeconds, serverMessage(requestLocale(c), 'too_many_reset_requests'));
    await requestPasswordReset(services, body.email);
    return c.body(null, 202);
  });

  routes.patch('/:token', async (c) => {
    const body = await readBody(c, resetPasswordConfirmRequest, 'passwordReset');
    await resetPassword(services.db, c.req.param('token'), body.newPassword);
    return c.body(null, 202);
  });

  return routes;
}
