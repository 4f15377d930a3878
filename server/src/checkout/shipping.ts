import type { CountryCode } from '@gamelle/contract';
import type { ShippingMethodCode } from '@gamelle/contract/checkout/schema';
import type { OrderAddress } from '@gamelle/contract/checkout/schema';
import type { ShippingRate } from '@gamelle/contract/cart/totals';
import type { Kysely } from 'kysely';
import { cartCountry } from '@gamelle/contract/cart/answer';
import type { ChannelCode } from '@gamelle/contract';
import { countryShipping } from '../cart/service.ts';
import type { OrderRow } from '../cart/repository.ts';
import type { Database } from '../shared/db/schema.ts';

export interface CheckoutShipping {
  country: CountryCode;
  method: ShippingMethodCode | null;
  pickupPointCode: string | null;
  /** The fee the totals use: the chosen method's, home delivery until one is chosen. */
  rate: ShippingRate;
}

/**
 * Where and how the order ships: the shipping address's country once addressed (before, the country chosen on the
 * site, else the channel's), and the chosen method's fee (home delivery until one is chosen). A plain cart costs no
 * extra query.
 */
export async function checkoutShipping(db: Kysely<Database>, order: OrderRow): Promise<CheckoutShipping> {
  const address = order.shipping_address ? (JSON.parse(order.shipping_address) as OrderAddress) : null;
  const country =
    address?.countryCode ?? cartCountry(order.channel_code as ChannelCode, order.country_code as CountryCode | null);
  const shipment =
    order.checkout_state === 'cart'
      ? undefined
      : await db.selectFrom('shipments').selectAll().where('order_id', '=', order.id).executeTakeFirst();
  const method = (shipment?.method_code as ShippingMethodCode | null | undefined) ?? null;
  return {
    country,
    method,
    pickupPointCode: shipment?.pickup_point_code ?? null,
    rate: await methodRate(db, country, method ?? 'home_delivery'),
  };
}

export async function methodRate(
  db: Kysely<Database>,
  country: CountryCode,
  method: ShippingMethodCode,
): Promise<ShippingRate> {
  const rates = await countryShipping(db, country);
  return {
    country,
    fee: method === 'pickup_point' ? rates.pickupPointFee : rates.fee,
    freeShippingThreshold: rates.freeShippingThreshold,
  };
}
