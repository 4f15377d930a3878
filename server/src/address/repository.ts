// Every SQL statement of the address book. Each read and write names the owner: another customer's address is
// never reached.
import type { Kysely } from 'kysely';
import type { AddressesTable, Database } from '../shared/db/schema.ts';

type Db = Kysely<Database>;
export type AddressRow = Omit<AddressesTable, 'id'> & { id: number };
export type AddressColumns = Omit<AddressesTable, 'id' | 'customer_id' | 'created_at'>;

export function addressesOf(db: Db, customerId: number): Promise<AddressRow[]> {
  return db.selectFrom('addresses').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
}

export function findOwnAddress(db: Db, customerId: number, id: number): Promise<AddressRow | undefined> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function defaultAddressId(db: Db, customerId: number): Promise<number | null> {
  const row = await db
    .selectFrom('customers')
    .select('default_address_id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.default_address_id ?? null;
}

export async function insertAddress(db: Db, customerId: number, columns: AddressColumns): Promise<number> {
  const created = await db
    .insertInto('addresses')
    .values({ ...columns, customer_id: customerId, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export async function updateAddress(db: Db, customerId: number, id: number, columns: AddressColumns): Promise<void> {
  await db.updateTable('addresses').set(columns).where('id', '=', id).where('customer_id', '=', customerId).execute();
}

export async function setDefaultAddress(db: Db, customerId: number, id: number): Promise<void> {
  await db.updateTable('customers').set({ default_address_id: id }).where('id', '=', customerId).execute();
}

/** Deletes the address, and unsets it as the default first when it was, in one transaction. */
export async function deleteAddress(db: Db, customerId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('customers')
      .set({ default_address_id: null })
      .where('id', '=', customerId)
      .where('default_address_id', '=', id)
      .execute();
    await trx.deleteFrom('addresses').where('id', '=', id).where('customer_id', '=', customerId).execute();
  });
}
