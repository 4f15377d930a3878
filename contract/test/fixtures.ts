// Sample API bodies for the contract's own tests: the smallest valid answers of each resource.
import type { Address } from '../src/address/schema.ts';
import type { Cart } from '../src/cart/schema.ts';
import type { Customer } from '../src/customer/schema.ts';

export const cartItem: Cart['items'][number] = {
  '@id': '/api/v2/shop/orders/tok123/items/7',
  '@type': 'OrderItem',
  id: 7,
  quantity: 2,
  subscriptionInterval: 31,
  variant: { '@id': '/api/v2/shop/product-variants/12345678', code: '12345678' },
  variantCode: '12345678',
  productName: 'Croquettes chien adulte poulet',
  variantName: 'Sac de 12 kg',
  unitPrice: 5990,
  discountedUnitPrice: 5391,
  subtotal: 11980,
  total: 10782,
  sourceItemList: 'category:chien',
  upsell: false,
};

export const cart: Cart = {
  '@id': '/api/v2/shop/orders/tok123',
  '@type': 'Order',
  tokenValue: 'tok123',
  state: 'cart',
  checkoutState: 'cart',
  paymentState: 'cart',
  shippingState: 'cart',
  currencyCode: 'EUR',
  localeCode: 'fr_FR',
  channelCode: 'gamelle_fr',
  countryCode: 'FR',
  customer: null,
  items: [cartItem],
  freeProducts: [{ variantCode: '99999999', productName: 'Échantillon', quantity: 1 }],
  couponCode: null,
  itemsSubtotal: 11980,
  subscriptionDiscountTotal: 1198,
  itemsTotal: 10782,
  orderPromotionTotal: 0,
  shippingTotal: 0,
  taxTotal: 1797,
  total: 10782,
  freeShippingThreshold: 4900,
  remainingForFreeShipping: 0,
};

export const customer: Customer = {
  '@id': '/api/v2/shop/customers/5',
  '@type': 'Customer',
  id: 5,
  email: 'jeanne@example.fr',
  emailHashed: 'a'.repeat(64),
  firstName: 'Jeanne',
  lastName: 'Dupont',
  fullName: 'Jeanne Dupont',
  gender: 'f',
  birthday: '1985-04-12',
  defaultAddress: '/api/v2/shop/addresses/3',
  subscribedToNewsletter: true,
  subscriber: false,
  newCustomer: true,
  user: { verified: true },
  communicationLanguage: 'fr',
};

export const address: Address = {
  '@id': '/api/v2/shop/addresses/3',
  '@type': 'Address',
  id: 3,
  alias: 'Maison',
  company: null,
  firstName: 'Jeanne',
  lastName: 'Dupont',
  countryCode: 'FR',
  street: '12 rue des Lilas',
  postcode: '75011',
  city: 'Paris',
  phoneNumber: '+33612345678',
  isDefault: true,
};
