import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Issue 16: the customer's pets and their photos. A pet's age is stored as given: a birthday, or years and months
// with the day they were given (so the age grows with time). Weights are integer grams (exact on both databases),
// feeds a JSON list. A photo is an uploaded file owned by the customer; upload tokens are single-use.
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    pg
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await db.schema
    .createTable('uploaded_images')
    .addColumn('file_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime', 'varchar(32)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('file_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploaded_images_customer').on('uploaded_images').column('customer_id').execute();

  await db.schema
    .createTable('upload_tokens')
    .addColumn('token', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('expire', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await withId(db.schema.createTable('animals'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('type', 'varchar(3)', (c) => c.notNull())
    .addColumn('gender', 'varchar(6)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('breed', 'varchar(64)', (c) => c.notNull())
    .addColumn('birthday', 'varchar(10)')
    .addColumn('age_years', 'integer')
    .addColumn('age_months', 'integer')
    .addColumn('age_given_on', 'varchar(10)')
    .addColumn('weight_grams', 'integer', (c) => c.notNull())
    .addColumn('sterilized', 'integer', (c) => c.notNull())
    .addColumn('condition', 'varchar(16)', (c) => c.notNull())
    .addColumn('activity', 'varchar(64)', (c) => c.notNull())
    .addColumn('feature', 'varchar(255)', (c) => c.notNull())
    .addColumn('feeds', 'text', (c) => c.notNull())
    .addColumn('kibble_brand', 'varchar(255)', (c) => c.notNull())
    .addColumn('old_kibble_brand', 'varchar(255)')
    .addColumn('only_this_brand', 'integer', (c) => c.notNull())
    .addColumn('photo_file_id', 'varchar(64)', (c) => c.references('uploaded_images.file_id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('animals_customer').on('animals').column('customer_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('animals').execute();
  await db.schema.dropTable('upload_tokens').execute();
  await db.schema.dropTable('uploaded_images').execute();
}
