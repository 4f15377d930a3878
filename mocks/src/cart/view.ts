// A mock cart as the Shop API answers it: the catalogue, coupons and shipping rates of content/ gathered here,
// mapped by the contract's cartAnswer, the same mapper as the server's cart view.
import { couponByCode, couponDefinition, shipping, shippingRate, variantByCode } from '@gamelle/content';
import { packshotUrl } from '@gamelle/content/api';
import { cartAnswer, cartCountry } from '@gamelle/contract/cart/answer';
import type { Cart } from '@gamelle/contract/cart/schema';
import type { Language } from '../shared/respond.ts';
import type { MockCart } from '../shared/state.ts';

export function cartView(cart: MockCart, language: Language): Cart {
  const coupon = cart.couponCode ? couponByCode(cart.couponCode) : undefined;
  const country = cartCountry(cart.channelCode, cart.countryCode);
  return cartAnswer({
    ...cart,
    countryCode: country,
    lines: cart.items.map((item) => {
      const found = variantByCode(item.variantCode);
      return {
        id: item.id,
        variantCode: item.variantCode,
        quantity: item.quantity,
        subscriptionInterval: item.subscriptionInterval,
        unitPrice: item.unitPrice,
        sourceItemList: item.sourceItemList,
        upsell: item.upsell,
        product: found
          ? {
              sku: found.product.sku,
              slug: found.product.slug[language],
              name: found.product.name[language],
              variantName: found.variant.name[language],
              imageUrl: packshotUrl(found.product.sku, language),
            }
          : null,
      };
    }),
    coupon: coupon ? couponDefinition(coupon) : null,
    shipping: shippingRate(country),
    vatPercent: shipping.vat_percent,
  });
}
