// Every SQL statement of the pets and their photos. Each read and write names the owner: another customer's pet
// or photo is never reached.
import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import type { AnimalsTable, UploadedImagesTable, UploadTokensTable } from './tables.ts';

type Db = Kysely<Database>;
export type AnimalRow = Omit<AnimalsTable, 'id'> & { id: number };
export type AnimalColumns = Omit<AnimalsTable, 'id' | 'customer_id' | 'created_at' | 'updated_at'>;
export type PhotoRow = UploadedImagesTable;
export type AnimalWithPhoto = AnimalRow & { photo: PhotoRow | null };

export async function animalsOf(db: Db, customerId: number): Promise<AnimalWithPhoto[]> {
  const rows = await db.selectFrom('animals').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();
  return withPhotos(db, customerId, rows);
}

export async function findOwnAnimal(db: Db, customerId: number, id: number): Promise<AnimalWithPhoto | undefined> {
  const row = await db
    .selectFrom('animals')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? (await withPhotos(db, customerId, [row]))[0] : undefined;
}

async function withPhotos(db: Db, customerId: number, rows: AnimalRow[]): Promise<AnimalWithPhoto[]> {
  const ids = rows.map((r) => r.photo_file_id).filter((id): id is string => id !== null);
  const photos =
    ids.length === 0
      ? []
      : await db
          .selectFrom('uploaded_images')
          .selectAll()
          .where('customer_id', '=', customerId)
          .where('file_id', 'in', ids)
          .execute();
  const byId = new Map(photos.map((p) => [p.file_id, p]));
  return rows.map((r) => ({ ...r, photo: (r.photo_file_id && byId.get(r.photo_file_id)) || null }));
}

export async function insertAnimal(db: Db, customerId: number, columns: AnimalColumns, at: string): Promise<number> {
  const created = await db
    .insertInto('animals')
    .values({ ...columns, customer_id: customerId, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export async function updateAnimal(
  db: Db,
  customerId: number,
  id: number,
  columns: Partial<AnimalColumns>,
  at: string,
): Promise<void> {
  await db
    .updateTable('animals')
    .set({ ...columns, updated_at: at })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .execute();
}

export async function deleteAnimal(db: Db, customerId: number, id: number): Promise<void> {
  await db.deleteFrom('animals').where('id', '=', id).where('customer_id', '=', customerId).execute();
}

// Photos and upload tokens.

export function findOwnPhoto(db: Db, customerId: number, fileId: string): Promise<PhotoRow | undefined> {
  return db
    .selectFrom('uploaded_images')
    .selectAll()
    .where('file_id', '=', fileId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** Any customer's photo by id: the image route serves it to whoever has its unguessable id (an <img> sends no token). */
export function findPhoto(db: Db, fileId: string): Promise<PhotoRow | undefined> {
  return db.selectFrom('uploaded_images').selectAll().where('file_id', '=', fileId).executeTakeFirst();
}

export async function insertPhoto(db: Db, row: PhotoRow): Promise<void> {
  await db.insertInto('uploaded_images').values(row).execute();
}

export async function insertUploadToken(db: Db, row: Omit<UploadTokensTable, 'used_at'>): Promise<void> {
  await db
    .insertInto('upload_tokens')
    .values({ ...row, used_at: null })
    .execute();
}

/** Spends the token once: true when it was the customer's, unused and still valid at `nowSeconds`. */
export async function spendUploadToken(
  db: Db,
  customerId: number,
  token: string,
  nowSeconds: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('upload_tokens')
    .set({ used_at: at })
    .where('token', '=', token)
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .where('expire', '>=', nowSeconds)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets tokens that expired long ago (each authentication call tidies a little). */
export async function deleteExpiredUploadTokens(db: Db, beforeSeconds: number): Promise<void> {
  await db.deleteFrom('upload_tokens').where('expire', '<', beforeSeconds).execute();
}
