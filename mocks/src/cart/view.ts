// A mock cart as the Shop API answers it (contract/src/cart/schema.ts), totals from the contract's cartTotals
// and the shipping rates and coupons of content/: the same computation as the server's cart view.
import { couponByCode, couponDefinition, shipping, shippingRate, variantByCode } from '@gamelle/content';
import type { CountryCode } from '@gamelle/contract/shared/locales';
import { cartTotals } from '@gamelle/contract/cart/totals';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import type { Cart } from '@gamelle/contract/cart/schema';
import type { Language } from '../shared/respond.ts';
import type { MockCart } from '../shared/state.ts';

export function cartView(cart: MockCart, language: Language, country: CountryCode = cartCountry(cart)): Cart {
  const coupon = cart.couponCode ? couponByCode(cart.couponCode) : undefined;
  const totals = cartTotals({
    lines: cart.items.map((i) => ({
      unitPrice: i.unitPrice,
      quantity: i.quantity,
      subscriptionInterval: i.subscriptionInterval,
    })),
    coupon: coupon ? couponDefinition(coupon) : null,
    shipping: shippingRate(country),
  });
  const iri = shopIri('orders', cart.tokenValue);
  return {
    '@context': '/api/v2/contexts/Order',
    '@id': iri,
    '@type': 'Order',
    tokenValue: cart.tokenValue,
    state: cart.state,
    checkoutState: 'cart',
    paymentState: 'cart',
    shippingState: 'cart',
    channelCode: cart.channelCode,
    localeCode: cart.localeCode,
    currencyCode: 'EUR',
    customer: cart.customerId === null ? null : shopIri('customers', cart.customerId),
    couponCode: cart.couponCode,
    items: cart.items.map((item, index) => {
      const found = variantByCode(item.variantCode);
      const line = totals.lines[index]!;
      return {
        '@id': `${iri}/items/${item.id}`,
        '@type': 'OrderItem' as const,
        id: item.id,
        variant: { '@id': shopIri('product-variants', item.variantCode), code: item.variantCode },
        variantCode: item.variantCode,
        productName: found?.product.name[language] ?? item.variantCode,
        variantName: found?.variant.name[language] ?? item.variantCode,
        ...(found ? { productSku: found.product.sku, productSlug: found.product.slug[language] } : {}),
        quantity: item.quantity,
        subscriptionInterval: item.subscriptionInterval,
        unitPrice: item.unitPrice,
        discountedUnitPrice: line.discountedUnitPrice,
        subtotal: line.subtotal,
        total: line.total,
        sourceItemList: item.sourceItemList,
        upsell: item.upsell,
      };
    }),
    freeProducts: [],
    itemsSubtotal: totals.itemsSubtotal,
    subscriptionDiscountTotal: totals.subscriptionDiscount,
    itemsTotal: totals.itemsTotal,
    orderPromotionTotal: totals.promotionTotal,
    shippingTotal: totals.shippingTotal,
    // Prices include VAT: the share of the total that is tax.
    taxTotal: totals.total - Math.round(totals.total / (1 + shipping.vat_percent / 100)),
    total: totals.total,
  };
}

/** Before an address is chosen the cart ships to its channel's country (the Dutch site is Belgian), as the server. */
export function cartCountry(cart: Pick<MockCart, 'channelCode'>): CountryCode {
  return cart.channelCode === 'gamelle_fr' ? 'FR' : 'BE';
}
