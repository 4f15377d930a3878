// Table types for Kysely. Each migration that adds a table adds its interface here.
import type { ColumnType, Generated } from 'kysely';
import type { CheckoutTables, OrderCheckoutColumns } from '../../checkout/tables.ts';
import type { PetTables } from '../../pet/tables.ts';
import type { JobTables } from '../jobs/tables.ts';
import type { OrderSubscriptionColumns, SubscriptionTables } from '../../subscription/tables.ts';
import type { NewsletterTables } from '../../service/newsletter-tables.ts';
import type { SponsorshipTables } from '../../sponsorship/tables.ts';
import type { MarketingTables } from '../../marketing/tables.ts';
import type { ServiceMessageTables } from '../../service/messages-tables.ts';

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface CustomersTable {
  id: Generated<number>;
  email: string;
  first_name: string | null;
  last_name: string | null;
  gender: string | null;
  birthday: string | null;
  phone_number: string | null;
  subscribed_to_newsletter: number;
  locale_code: string;
  default_address_id: number | null;
  created_at: string;
}

export interface ShopUsersTable {
  id: Generated<number>;
  customer_id: number;
  password_hash: string | null;
  google_subject: string | null;
  verified: number;
  enabled: number;
  created_at: string;
  /** Raised to revoke every access token issued before (password change, reset, refresh-token replay). */
  token_generation: Generated<number>;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  family: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export interface ResetPasswordTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

export interface AddressesTable {
  id: Generated<number>;
  customer_id: number;
  alias: string | null;
  company: string | null;
  first_name: string;
  last_name: string;
  country_code: string;
  province_code: string | null;
  province_name: string | null;
  street: string;
  street2: string | null;
  postcode: string;
  city: string;
  phone_number: string | null;
  phone_number2: string | null;
  delivery_instructions: string | null;
  created_at: string;
}

export interface CategoriesTable {
  code: string;
  parent_code: string | null;
  position: number;
  slug_fr: string;
  slug_nl: string;
  name_fr: string;
  name_nl: string;
}

export interface ProductsTable {
  sku: string;
  slug_fr: string;
  slug_nl: string;
  name_fr: string;
  name_nl: string;
  animal_type: string | null;
  main_category_code: string | null;
  energy_kcal_per_kg: number | null;
  viewable: number;
  position: number;
}

export interface ProductCategoriesTable {
  product_sku: string;
  category_code: string;
}

export interface ProductVariantsTable {
  code: string;
  product_sku: string;
  name_fr: string;
  name_nl: string;
  price: number;
  stock: number;
  enabled: number;
  position: number;
}

export interface OrdersTable extends OrderCheckoutColumns, OrderSubscriptionColumns {
  id: Generated<number>;
  token_value: string;
  state: string;
  customer_id: number | null;
  channel_code: string;
  locale_code: string;
  /** 0018: the country chosen on the site (FR, BE, LU); null ships to the channel's country. */
  country_code: string | null;
  currency_code: string;
  coupon_code: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  variant_code: string;
  quantity: number;
  subscription_interval: number | null;
  unit_price: number;
  source_item_list: string | null;
  upsell: number;
  created_at: string;
}

export interface CouponsTable {
  code: string;
  kind: string;
  amount: number;
  minimum_items_total: number;
  first_order_only: number;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  starts_at: string | null;
  expires_at: string | null;
  enabled: number;
  /** 0014: a coupon given to one customer (sponsorship rewards); null for anyone's. */
  customer_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CouponUsagesTable {
  id: Generated<number>;
  coupon_code: string;
  customer_id: number | null;
  order_id: number | null;
  used_at: string;
}

export interface ShippingRatesTable {
  country_code: string;
  home_delivery: number;
  pickup_point: number;
  free_shipping_threshold: number;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  window_started_at: string;
  /** Login only: when the last attempt was let through (progressive delays). */
  last_attempt_at: string | null;
}

export interface Database
  extends
    CheckoutTables,
    PetTables,
    JobTables,
    SubscriptionTables,
    NewsletterTables,
    SponsorshipTables,
    MarketingTables,
    ServiceMessageTables {
  app_meta: AppMetaTable;
  customers: CustomersTable;
  shop_users: ShopUsersTable;
  refresh_tokens: RefreshTokensTable;
  reset_password_tokens: ResetPasswordTokensTable;
  addresses: AddressesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_variants: ProductVariantsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  coupons: CouponsTable;
  coupon_usages: CouponUsagesTable;
  shipping_rates: ShippingRatesTable;
  login_throttle: LoginThrottleTable;
}
