import type { Locale } from '@gamelle/contract';
import { idFromIri } from '@gamelle/contract/shared/jsonld';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../shared/db/schema.ts';
import { parseId } from '../shared/http/ids.ts';
import { serverMessage } from '../shared/http/messages.ts';
import { violation } from '../shared/http/problems.ts';
import type { customerUpdateRequest } from './requests.ts';

/** Applies the fields present in the PUT body; the default address must be one of the customer's own. */
export async function updateCustomer(
  db: Kysely<Database>,
  customerId: number,
  body: z.output<typeof customerUpdateRequest>,
  locale: Locale,
): Promise<void> {
  const changes: Partial<Omit<Database['customers'], 'id'>> = {};
  if (body.email !== undefined) {
    const email = body.email.trim().toLowerCase();
    const taken = await db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', email)
      .where('id', '!=', customerId)
      .executeTakeFirst();
    if (taken) throw violation('email', 'email_already_used', serverMessage(locale, 'email_already_used'));
    changes.email = email;
  }
  if (body.firstName !== undefined) changes.first_name = body.firstName;
  if (body.lastName !== undefined) changes.last_name = body.lastName;
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.birthday !== undefined) changes.birthday = body.birthday;
  if (body.subscribedToNewsletter !== undefined) changes.subscribed_to_newsletter = body.subscribedToNewsletter ? 1 : 0;
  if (body.communicationLanguage !== undefined) changes.locale_code = body.communicationLanguage;
  if (body.defaultAddress !== undefined) {
    if (body.defaultAddress === null) changes.default_address_id = null;
    else {
      const id = parseId(idFromIri(body.defaultAddress));
      const own =
        id !== null
          ? await db
              .selectFrom('addresses')
              .select('id')
              .where('id', '=', id)
              .where('customer_id', '=', customerId)
              .executeTakeFirst()
          : undefined;
      // Someone else's address reads as one that does not exist.
      if (!own) throw violation('defaultAddress', 'invalid', serverMessage(locale, 'invalid_address'));
      changes.default_address_id = own.id;
    }
  }
  if (Object.keys(changes).length > 0)
    await db.updateTable('customers').set(changes).where('id', '=', customerId).execute();
}
