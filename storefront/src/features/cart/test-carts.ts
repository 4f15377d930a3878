import type { Cart, CartItem } from '@gamelle/contract/cart/schema';

/** Carts for unit tests, shaped as the Shop API answers them. */
export function sampleCart(overrides: Partial<Cart> = {}): Cart {
  return {
    tokenValue: 'tok',
    state: 'cart',
    checkoutState: 'cart',
    paymentState: 'cart',
    shippingState: 'cart',
    currencyCode: 'EUR',
    localeCode: 'fr_FR',
    channelCode: 'gamelle_fr',
    countryCode: 'FR',
    customer: null,
    items: [],
    freeProducts: [],
    couponCode: null,
    itemsSubtotal: 0,
    subscriptionDiscountTotal: 0,
    itemsTotal: 0,
    orderPromotionTotal: 0,
    shippingTotal: 0,
    taxTotal: 0,
    total: 0,
    ...overrides,
  } as Cart;
}

export function sampleItem(overrides: Partial<CartItem> = {}): CartItem {
  const unitPrice = overrides.unitPrice ?? 2000;
  const quantity = overrides.quantity ?? 1;
  return {
    id: 1,
    quantity,
    subscriptionInterval: null,
    variant: { code: '10000001' },
    variantCode: '10000001',
    productName: 'Croquettes chien adulte',
    variantName: '3 kg',
    unitPrice,
    discountedUnitPrice: unitPrice,
    subtotal: unitPrice * quantity,
    total: unitPrice * quantity,
    sourceItemList: null,
    upsell: false,
    ...overrides,
  };
}
