import { Hono } from 'hono';
import { readBody } from '../http/body.ts';
import type { Services } from '../services.ts';
import { requestPasswordReset, resetPassword } from './passwords.ts';
import { resetPasswordConfirmRequest, resetPasswordRequest } from './requests.ts';

/** `/shop/reset-password-requests`: ask for a reset e-mail, then set the new password with its token. */
export function resetPasswordRoutes(services: Services): Hono {
  const routes = new Hono();

  routes.post('/', async (c) => {
    const body = await readBody(c, resetPasswordRequest, 'resetPasswordRequest');
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
