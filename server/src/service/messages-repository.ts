// Customer-service messages and their answers (0016): the only SQL of the contact form and of `pnpm ops messages`.
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import type { ServiceMessagesTable } from './messages-tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ServiceMessageRow = Selectable<ServiceMessagesTable>;

export function insertMessage(db: Db, row: Insertable<ServiceMessagesTable>): Promise<ServiceMessageRow> {
  return db.insertInto('service_messages').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The customer's placed order of that number, or nothing (someone else's, a cart, or no such order). */
export function placedOrderOf(db: Db, customerId: number, number: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'token_value'])
    .where('customer_id', '=', customerId)
    .where('number', '=', number)
    .where('checkout_completed_at', 'is not', null)
    .executeTakeFirst();
}

export function customerContact(db: Db, customerId: number) {
  return db
    .selectFrom('customers')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}

export type MessageListFilter = 'open' | 'answered' | 'closed' | 'all';

/** Messages with what an operator needs to read them: the order's number, the subscription's code. */
export function messagesFor(db: Db, filter: MessageListFilter) {
  let query = db
    .selectFrom('service_messages as m')
    .leftJoin('orders as o', 'o.id', 'm.order_id')
    .leftJoin('subscriptions as s', 's.id', 'm.subscription_id')
    .selectAll('m')
    .select(['o.number as order_number', 's.code as subscription_code'])
    .orderBy('m.id');
  if (filter !== 'all') query = query.where('m.status', '=', filter);
  return query.execute();
}

export function messageById(db: Db, id: number) {
  return db
    .selectFrom('service_messages as m')
    .leftJoin('orders as o', 'o.id', 'm.order_id')
    .leftJoin('subscriptions as s', 's.id', 'm.subscription_id')
    .selectAll('m')
    .select(['o.number as order_number', 's.code as subscription_code'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

export function answersOf(db: Db, messageId: number) {
  return db
    .selectFrom('service_message_answers')
    .selectAll()
    .where('message_id', '=', messageId)
    .orderBy('id')
    .execute();
}

/** Records an answer and marks the message answered, in one transaction with the caller's e-mail decision. */
export async function recordAnswer(db: Db, messageId: number, text: string, now: string) {
  const answer = await db
    .insertInto('service_message_answers')
    .values({ message_id: messageId, text, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('service_messages')
    .set({ status: 'answered', answered_at: now })
    .where('id', '=', messageId)
    .execute();
  return answer;
}

export function closeMessage(db: Db, id: number) {
  return db
    .updateTable('service_messages')
    .set({ status: 'closed' })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}
