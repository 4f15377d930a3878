import type { Transaction } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import type { Locale } from '@gamelle/contract';
import { serverMessage } from '../shared/http/messages.ts';
import { violation } from '../shared/http/problems.ts';
import type { CartVariant } from '../catalogue/variants.ts';
import type { OrderItemRow, OrderRow } from './repository.ts';
import { maxLineQuantity } from './requests.ts';

/**
 * Adds `quantity` of a variant to the cart: onto the existing line with the same purchase mode (one-off, or the
 * same frequency), else as a new line. The variant's total in the cart never exceeds its stock.
 */
export async function addToCart(
  trx: Transaction<Database>,
  order: OrderRow,
  variant: CartVariant,
  request: {
    quantity: number;
    subscriptionInterval?: number | null | undefined;
    sourceItemList?: string | null | undefined;
    upsell?: boolean | undefined;
  },
  locale: Locale,
): Promise<void> {
  if (!variant.enabled || variant.stock <= 0)
    throw violation('productVariant', 'out_of_stock', serverMessage(locale, 'out_of_stock'));
  const lines = await linesOfVariant(trx, order.id, variant.code);
  const interval = request.subscriptionInterval ?? null;
  const same = lines.find((l) => l.subscription_interval === interval);
  const elsewhere = lines.filter((l) => l !== same).reduce((n, l) => n + l.quantity, 0);
  const room = Math.min(variant.stock, maxLineQuantity) - elsewhere;
  // Nothing more can be added: say so rather than answer a cart that silently did not change.
  if (room <= (same?.quantity ?? 0))
    throw violation('quantity', 'insufficient_stock', serverMessage(locale, 'insufficient_stock'));
  if (same) {
    const quantity = Math.min(same.quantity + request.quantity, room);
    await trx
      .updateTable('order_items')
      .set({ quantity, unit_price: variant.price })
      .where('id', '=', same.id)
      .execute();
    return;
  }
  await trx
    .insertInto('order_items')
    .values({
      order_id: order.id,
      variant_code: variant.code,
      quantity: Math.min(request.quantity, room),
      subscription_interval: interval,
      unit_price: variant.price,
      source_item_list: request.sourceItemList ?? null,
      upsell: request.upsell ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** Sets a line's quantity (capped to the stock left for it) and/or its frequency (null: buy once). */
export async function changeLine(
  trx: Transaction<Database>,
  order: OrderRow,
  line: OrderItemRow,
  variant: CartVariant,
  change: { quantity?: number | undefined; subscriptionInterval?: number | null | undefined },
  locale: Locale,
): Promise<void> {
  const lines = await linesOfVariant(trx, order.id, variant.code);
  const elsewhere = lines.filter((l) => l.id !== line.id).reduce((n, l) => n + l.quantity, 0);
  const room = Math.max(0, Math.min(variant.stock, maxLineQuantity) - elsewhere);
  const wanted = change.quantity ?? line.quantity;
  if (room === 0) throw violation('quantity', 'out_of_stock', serverMessage(locale, 'out_of_stock'));
  await trx
    .updateTable('order_items')
    .set({
      quantity: Math.min(wanted, room),
      unit_price: variant.price,
      ...(change.subscriptionInterval === undefined ? {} : { subscription_interval: change.subscriptionInterval }),
    })
    .where('id', '=', line.id)
    .execute();
}

function linesOfVariant(trx: Transaction<Database>, orderId: number, code: string): Promise<OrderItemRow[]> {
  return trx
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('variant_code', '=', code)
    .execute();
}
