// Every SQL statement of the web-view payment change (issue 15): links, their sessions, card changes.
import type { Selectable } from 'kysely';
import type { CardChangesTable, WebViewLinksTable } from './tables.ts';
import type { Db } from './repository.ts';

export type WebViewLinkRow = Selectable<WebViewLinksTable>;
export type CardChangeRow = Selectable<CardChangesTable>;

export async function insertLink(
  db: Db,
  link: Omit<WebViewLinkRow, 'used_at' | 'session_hash' | 'session_expires_at'>,
) {
  await db
    .insertInto('web_view_links')
    .values({ ...link, used_at: null, session_hash: null, session_expires_at: null })
    .execute();
}

export function linkById(db: Db, id: string): Promise<WebViewLinkRow | undefined> {
  return db.selectFrom('web_view_links').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Spends the link and records its session in one statement: of two concurrent openings, one wins. */
export async function spendLink(
  db: Db,
  id: string,
  values: { used_at: string; session_hash: string; session_expires_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('web_view_links')
    .set(values)
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function linkBySession(db: Db, sessionHash: string): Promise<WebViewLinkRow | undefined> {
  return db.selectFrom('web_view_links').selectAll().where('session_hash', '=', sessionHash).executeTakeFirst();
}

export async function insertCardChange(
  db: Db,
  change: Pick<CardChangeRow, 'link_id' | 'customer_id' | 'subscription_id' | 'provider' | 'created_at'>,
): Promise<number> {
  const row = await db
    .insertInto('card_changes')
    .values({ ...change, status: 'open', reference: null, payment_method_id: null, bank_response: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setCardChangeReference(db: Db, id: number, reference: string) {
  await db.updateTable('card_changes').set({ reference }).where('id', '=', id).execute();
}

export function cardChangeById(db: Db, id: number): Promise<CardChangeRow | undefined> {
  return db.selectFrom('card_changes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The last card change of a web-view session (its link). */
export function latestCardChangeOfLink(db: Db, linkId: string): Promise<CardChangeRow | undefined> {
  return db
    .selectFrom('card_changes')
    .selectAll()
    .where('link_id', '=', linkId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Closes an open card change; false when it was closed already (a repeated notification). */
export async function closeCardChange(
  db: Db,
  id: number,
  values: {
    status: 'succeeded' | 'failed';
    payment_method_id: number | null;
    bank_response: string | null;
    completed_at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('card_changes')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function customerEmail(db: Db, customerId: number): Promise<string> {
  const row = await db.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirstOrThrow();
  return row.email;
}
