// Request bodies of the cart calls (spec §7): the contract's schemas, so that server and storefront agree.
export {
  addCartItemBodySchema as addItemRequest,
  applyCouponBodySchema as applyCouponRequest,
  changeCartItemBodySchema as changeItemRequest,
  createCartBodySchema as createCartRequest,
  updateCartBodySchema as attachCustomerRequest,
} from '@gamelle/contract/cart/schema';

/** Largest quantity one line may hold (not in the spec; the stock caps it further). */
export const maxLineQuantity = 999;
