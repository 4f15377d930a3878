import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// The shop's tables. Timestamps are ISO-8601 text and booleans 0/1 integers so that one query works on both
// SQLite and PostgreSQL; money is always integer cents.

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    pg
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  // Nullable columns need no modifier; this names the intent.
  const nullable = (c: ColumnDefinitionBuilder) => c;

  await withId(db.schema.createTable('customers'))
    .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(255)', nullable)
    .addColumn('last_name', 'varchar(255)', nullable)
    .addColumn('gender', 'varchar(1)', nullable)
    .addColumn('birthday', 'varchar(10)', nullable)
    .addColumn('phone_number', 'varchar(255)', nullable)
    .addColumn('subscribed_to_newsletter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locale_code', 'varchar(8)', (c) => c.notNull().defaultTo('fr'))
    .addColumn('default_address_id', 'integer', nullable)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('shop_users'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().unique().references('customers.id').onDelete('cascade'))
    .addColumn('password_hash', 'text', nullable)
    .addColumn('google_subject', 'varchar(255)', (c) => c.unique())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('refresh_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('shop_users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('family', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)', nullable)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family').execute();

  await db.schema
    .createTable('reset_password_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('shop_users.id').onDelete('cascade'))
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)', nullable)
    .execute();

  await withId(db.schema.createTable('addresses'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('alias', 'varchar(255)', nullable)
    .addColumn('company', 'varchar(255)', nullable)
    .addColumn('first_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('province_code', 'varchar(255)', nullable)
    .addColumn('province_name', 'varchar(255)', nullable)
    .addColumn('street', 'varchar(255)', (c) => c.notNull())
    .addColumn('street2', 'varchar(255)', nullable)
    .addColumn('postcode', 'varchar(16)', (c) => c.notNull())
    .addColumn('city', 'varchar(255)', (c) => c.notNull())
    .addColumn('phone_number', 'varchar(255)', nullable)
    .addColumn('phone_number2', 'varchar(255)', nullable)
    .addColumn('delivery_instructions', 'text', nullable)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_customer').on('addresses').column('customer_id').execute();

  await db.schema
    .createTable('categories')
    .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('parent_code', 'varchar(64)', nullable)
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('slug_fr', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug_nl', 'varchar(255)', (c) => c.notNull())
    .addColumn('name_fr', 'varchar(255)', (c) => c.notNull())
    .addColumn('name_nl', 'varchar(255)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('sku', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('slug_fr', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('slug_nl', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('name_fr', 'varchar(255)', (c) => c.notNull())
    .addColumn('name_nl', 'varchar(255)', (c) => c.notNull())
    .addColumn('animal_type', 'varchar(8)', nullable)
    .addColumn('main_category_code', 'varchar(64)', nullable)
    .addColumn('energy_kcal_per_kg', 'integer', nullable)
    .addColumn('viewable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('product_categories')
    .addColumn('product_sku', 'varchar(64)', (c) => c.notNull().references('products.sku').onDelete('cascade'))
    .addColumn('category_code', 'varchar(64)', (c) => c.notNull().references('categories.code').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_categories_pk', ['product_sku', 'category_code'])
    .execute();

  await db.schema
    .createTable('product_variants')
    .addColumn('code', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('product_sku', 'varchar(64)', (c) => c.notNull().references('products.sku').onDelete('cascade'))
    .addColumn('name_fr', 'varchar(255)', (c) => c.notNull())
    .addColumn('name_nl', 'varchar(255)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_variants_product').on('product_variants').column('product_sku').execute();

  await withId(db.schema.createTable('orders'))
    .addColumn('token_value', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('cart'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('channel_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('locale_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('currency_code', 'varchar(3)', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('coupon_code', 'varchar(64)', nullable)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_customer').on('orders').columns(['customer_id', 'state']).execute();

  await withId(db.schema.createTable('order_items'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('variant_code', 'varchar(8)', (c) => c.notNull().references('product_variants.code'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('subscription_interval', 'integer', nullable)
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('source_item_list', 'varchar(255)', nullable)
    .addColumn('upsell', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

  await db.schema
    .createTable('coupons')
    .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_items_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_order_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('usage_limit', 'integer', nullable)
    .addColumn('usage_limit_per_customer', 'integer', nullable)
    .addColumn('starts_at', 'varchar(32)', nullable)
    .addColumn('expires_at', 'varchar(32)', nullable)
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db.schema.createTable('coupon_usages'))
    .addColumn('coupon_code', 'varchar(64)', (c) => c.notNull().references('coupons.code').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('used_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupon_usages_coupon').on('coupon_usages').column('coupon_code').execute();

  await db.schema
    .createTable('shipping_rates')
    .addColumn('country_code', 'varchar(2)', (c) => c.primaryKey())
    .addColumn('home_delivery', 'integer', (c) => c.notNull())
    .addColumn('pickup_point', 'integer', (c) => c.notNull())
    .addColumn('free_shipping_threshold', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'varchar(320)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_started_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'login_throttle',
    'shipping_rates',
    'coupon_usages',
    'coupons',
    'order_items',
    'orders',
    'product_variants',
    'product_categories',
    'products',
    'categories',
    'addresses',
    'reset_password_tokens',
    'refresh_tokens',
    'shop_users',
    'customers',
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
