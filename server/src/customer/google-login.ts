import type { Locale } from '@gamelle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import { unauthorized } from '../shared/http/problems.ts';
import type { VerifiedIdentity } from './identity.ts';
import { findOrCreateGoogleUser } from './repository.ts';

/**
 * The shop user of a verified Google identity: the one already linked to it, else the account with the same
 * (Google-verified) e-mail, now linked, else a new customer without a password (`signedUp`: that customer).
 */
export async function findOrCreateGoogleCustomer(
  db: Kysely<Database>,
  identity: VerifiedIdentity,
  locale: Locale,
): Promise<{ userId: number; signedUp: { id: number; email: string } | null }> {
  // Identity tokens come from outside: keep what they carry within the columns' sizes.
  if (identity.email.length > 255 || identity.subject.length > 255) throw unauthorized('Invalid Google token');
  const found = await findOrCreateGoogleUser(db, identity, locale);
  // An unverified Google e-mail matching an account: linking it would hand the account over.
  if (found === null) throw unauthorized('Invalid Google token');
  const { userId, createdCustomerId } = found;
  return { userId, signedUp: createdCustomerId === null ? null : { id: createdCustomerId, email: identity.email } };
}
