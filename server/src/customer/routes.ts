import { customerLookupResponseSchema } from '@gamelle/contract/customer/schema';
import { type Context, Hono } from 'hono';
import { checked } from '../shared/http/checked.ts';
import { type CurrentCustomer, requireCustomer } from './current-customer.ts';
import { hashPassword } from './password-hashing.ts';
import { readBody } from '../shared/http/body.ts';
import { requestLocale } from '../shared/http/locale.ts';
import { serverMessage } from '../shared/http/messages.ts';
import { notFound, tooManyRequests, violation } from '../shared/http/problems.ts';
import { clientAddress } from '../shared/http/client-address.ts';
import { countAttempt, registrationLimits } from './throttle.ts';
import type { Services } from '../shared/services.ts';
import { changePassword } from './passwords.ts';
import { customerUpdateRequest, lookupRequest, passwordChangeRequest, registrationRequest } from './requests.ts';
import { updateCustomer } from './update.ts';
import { customerView, findCustomer, findCustomerByEmail } from './view.ts';

/** `/shop/customers` (registration, profile, password) and `/shop/customer/lookup`. */
export function customerRoutes(services: Services): Hono {
  const { db } = services;
  const routes = new Hono();

  routes.post('/customer/lookup', async (c) => {
    const body = await readBody(c, lookupRequest, 'emailLookup');
    const found = await findCustomerByEmail(db, body.email);
    return c.json(
      checked(
        customerLookupResponseSchema,
        {
          email: body.email,
          exists: Boolean(found?.user),
          // Lets the login page offer Google straight away to someone who never set a password.
          hasPassword: Boolean(found?.user?.password_hash),
        },
        'lookup',
      ),
    );
  });

  routes.post('/customers', async (c) => {
    const body = await readBody(c, registrationRequest, 'registration');
    const locale = requestLocale(c);
    const email = body.email.trim().toLowerCase();
    const throttle = await countAttempt(db, registrationLimits, email, clientAddress(c, services.config.trustProxy));
    if (throttle.blocked)
      throw tooManyRequests(throttle.retryAfterSeconds, serverMessage(locale, 'too_many_registrations'));
    if (await findCustomerByEmail(db, email))
      throw violation('email', 'email_already_used', serverMessage(locale, 'email_already_used'));
    const passwordHash = await hashPassword(body.password);
    const now = new Date().toISOString();
    const created = await db.transaction().execute(async (trx) => {
      // A guest who once left an e-mail (newsletter, guest order) becomes a registered customer.
      const customer = await trx
        .insertInto('customers')
        .values({
          email,
          first_name: body.firstName,
          last_name: body.lastName,
          gender: body.gender ?? null,
          birthday: body.birthday ?? null,
          phone_number: null,
          subscribed_to_newsletter: body.subscribedToNewsletter ? 1 : 0,
          locale_code: body.localeCode ? (body.localeCode.startsWith('nl') ? 'nl' : 'fr') : locale,
          default_address_id: null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('shop_users')
        .values({
          customer_id: customer.id,
          password_hash: passwordHash,
          google_subject: null,
          verified: 0,
          enabled: 1,
          created_at: now,
        })
        .execute();
      return customer.id;
    });
    const found = (await findCustomer(db, created))!;
    return c.json(await customerView(db, found.customer, found.user), 201);
  });

  routes.get('/customers/:id', async (c) => {
    const me = await ownCustomer(c);
    const found = (await findCustomer(db, me.customerId))!;
    return c.json(await customerView(db, found.customer, found.user));
  });

  routes.put('/customers/:id', async (c) => {
    const me = await ownCustomer(c);
    const body = await readBody(c, customerUpdateRequest, 'profile');
    await updateCustomer(db, me.customerId, body, requestLocale(c));
    const found = (await findCustomer(db, me.customerId))!;
    return c.json(await customerView(db, found.customer, found.user));
  });

  routes.put('/customers/:id/password', async (c) => {
    const me = await ownCustomer(c);
    const body = await readBody(c, passwordChangeRequest, 'passwordChange');
    await changePassword(db, me.customerId, body.currentPassword, body.newPassword, requestLocale(c));
    return c.body(null, 204);
  });

  /** The token's own customer; another id answers 404 as if it did not exist. */
  async function ownCustomer(c: Context): Promise<CurrentCustomer> {
    const me = await requireCustomer(c, services);
    if (c.req.param('id') !== String(me.customerId)) throw notFound('Customer not found');
    return me;
  }

  return routes;
}
