// A cart the visitor already has, put straight into a state: stories and tests start from it (its token goes in
// the shop's cart cookie) without clicking through the add-to-cart calls first.
import { variantByCode } from '@gamelle/content';
import type { SubscriptionInterval } from '@gamelle/contract/cart/schema';
import { CHANNELS, type ChannelCode } from '@gamelle/contract/shared/locales';
import { newToken, type MockState } from '../shared/state.ts';

export interface SeedLine {
  variantCode: string;
  quantity: number;
  subscriptionInterval?: SubscriptionInterval | null;
}

/** Adds a cart with these lines (each variant must exist in content/) and returns its token. */
export function seedCart(
  state: MockState,
  lines: readonly SeedLine[],
  options: { channelCode?: ChannelCode; couponCode?: string | null; customerId?: number | null } = {},
): string {
  const channel = CHANNELS.find((c) => c.code === (options.channelCode ?? 'gamelle_fr')) ?? CHANNELS[0];
  const tokenValue = newToken(state, 'cart');
  state.carts.set(tokenValue, {
    tokenValue,
    state: 'cart',
    channelCode: channel.code,
    localeCode: channel.shopLocaleCode,
    customerId: options.customerId ?? null,
    couponCode: options.couponCode ?? null,
    items: lines.map((line) => {
      const found = variantByCode(line.variantCode);
      if (!found) throw new Error(`seedCart: no variant ${line.variantCode} in content/`);
      return {
        id: state.nextId.item++,
        variantCode: line.variantCode,
        quantity: line.quantity,
        subscriptionInterval: line.subscriptionInterval ?? null,
        unitPrice: found.variant.base_price,
        sourceItemList: null,
        upsell: false,
      };
    }),
  });
  return tokenValue;
}
