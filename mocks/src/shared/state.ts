// The mocks' memory: carts, customers, addresses and tokens, seeded from content/ and the server's demo
// customer, so a story or a test sees a cart fill up and an address get added. One state per test or story;
// `resetMockState` puts it back as it started.
import type { ContactRequestAnswer } from '@gamelle/contract/service/contact-request';
import type { CountryCode, ChannelCode, ShopLocaleCode } from '@gamelle/contract/shared/locales';
import type { SubscriptionInterval } from '@gamelle/contract/cart/schema';
import type { RememberedVisitor } from '@gamelle/contract/marketing/targeting';
import { seedOrders, type MockOrder } from '../order/orders.ts';
import { seedSubscriptions, type MockSubscription } from '../subscription/subscriptions.ts';
import { seedSponsorship, type MockSponsorship } from '../sponsorship/sponsorships.ts';
import { seedPets, type MockPet, type MockPetPhoto } from '../pet/pets.ts';

/** The demo account of the server's seed (a demo password, not a secret). */
export const demoCustomer = { email: 'demo@gamelle.fr', password: 'Gamelle-demo-2026' } as const;

export interface MockCartItem {
  id: number;
  variantCode: string;
  quantity: number;
  subscriptionInterval: SubscriptionInterval | null;
  unitPrice: number;
  sourceItemList: string | null;
  upsell: boolean;
}

export interface MockCart {
  tokenValue: string;
  state: 'cart' | 'completed';
  channelCode: ChannelCode;
  localeCode: ShopLocaleCode;
  /** The country chosen on the site; null (or absent) ships to the channel's country. */
  countryCode?: CountryCode | null;
  customerId: number | null;
  couponCode: string | null;
  items: MockCartItem[];
}

export interface MockCustomer {
  id: number;
  email: string;
  password: string | null;
  firstName: string;
  lastName: string;
  gender: 'm' | 'f' | null;
  birthday: string | null;
  subscribedToNewsletter: boolean;
  communicationLanguage: 'fr' | 'nl';
  defaultAddressId: number | null;
  verified: boolean;
  completedOrders: number;
}

export interface MockAddress {
  id: number;
  customerId: number;
  alias: string | null;
  company: string | null;
  firstName: string;
  lastName: string;
  countryCode: CountryCode;
  provinceCode: string | null;
  provinceName: string | null;
  street: string;
  street2: string | null;
  postcode: string;
  city: string;
  phoneNumber: string;
  phoneNumber2: string | null;
  deliveryInstructions: string | null;
}

export interface MockState {
  carts: Map<string, MockCart>;
  customers: Map<number, MockCustomer>;
  addresses: Map<number, MockAddress>;
  /** Access token → customer id, and refresh token → customer id (rotated on use). */
  accessTokens: Map<string, number>;
  refreshTokens: Map<string, number>;
  /** Password-reset token → customer id ("sent" by e-mail: tests read it here). */
  resetTokens: Map<string, number>;
  /** Placed orders by token (order/orders.ts), newest last. */
  orders: Map<string, MockOrder>;
  /** Subscriptions by code (subscription/subscriptions.ts). */
  subscriptions: Map<string, MockSubscription>;
  /** Sponsorship programmes by customer id (sponsorship/sponsorships.ts). */
  sponsorships: Map<number, MockSponsorship>;
  /** Pets by id (pet/pets.ts), their uploaded photos by fileId, and the one-time upload tokens given out. */
  pets: Map<number, MockPet>;
  petPhotos: Map<string, MockPetPhoto>;
  uploadTokens: Map<string, { customerId: number; expire: number }>;
  /**
   * The access token the storefront's session cookie holds in a story (the shop's `/_session/api/…` proxy adds
   * it as the bearer; order/session.ts plays that proxy); null: an anonymous visitor.
   */
  sessionToken: string | null;
  /** Contact requests received (service/contact.ts), oldest first: their answer, message, order and language. */
  serviceMessages: (ContactRequestAnswer & { message: string; orderId: string | null; language: 'fr' | 'nl' })[];
  /** Campaigns reported by the tracker, in order, each once (the server counts once per visitor and campaign). */
  reportedCampaigns: string[];
  /** What the tracker last learnt of the one visitor a mock state plays (its `user_data`), as the server keeps it. */
  trackingVisitor: RememberedVisitor | null;
  nextId: { customer: number; address: number; item: number; order: number; pet: number };
  /**
   * The business clock of the mocks' date rules (coupon validity, live campaigns), like the server's `Clock`:
   * a test or story fixes it so it never depends on today's date. Kept by `resetMockState`.
   */
  now: () => Date;
}

export interface MockStateOptions {
  /** The clock of the date rules; the real time when omitted. */
  now?: () => Date;
}

export function createMockState(options: MockStateOptions = {}): MockState {
  const state: MockState = {
    carts: new Map(),
    customers: new Map(),
    addresses: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    resetTokens: new Map(),
    orders: new Map(),
    subscriptions: new Map(),
    sponsorships: new Map(),
    pets: new Map(),
    petPhotos: new Map(),
    uploadTokens: new Map(),
    sessionToken: null,
    serviceMessages: [],
    reportedCampaigns: [],
    trackingVisitor: null,
    nextId: { customer: 1, address: 1, item: 1, order: 1, pet: 1 },
    now: options.now ?? (() => new Date()),
  };
  seed(state);
  return state;
}

/**
 * Empties the state and seeds it again, in place (handlers keep pointing at the same object); the clock stays
 * as set, or becomes `now` when given.
 */
export function resetMockState(state: MockState, now: () => Date = state.now): void {
  Object.assign(state, createMockState({ now }));
}

/** A fresh id for carts and tokens, unique within the state. */
export function newToken(state: MockState, prefix: string): string {
  let token: string;
  do token = `${prefix}-${randomId()}`;
  while (state.carts.has(token) || state.refreshTokens.has(token) || state.resetTokens.has(token));
  return token;
}

/** crypto.randomUUID only exists in secure contexts (https, localhost): Storybook on a LAN address has none. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function addCustomer(state: MockState, customer: Omit<MockCustomer, 'id'>): MockCustomer {
  const created = { ...customer, id: state.nextId.customer++ };
  state.customers.set(created.id, created);
  return created;
}

export function addAddress(state: MockState, address: Omit<MockAddress, 'id'>): MockAddress {
  const created = { ...address, id: state.nextId.address++ };
  state.addresses.set(created.id, created);
  return created;
}

export function customerByEmail(state: MockState, email: string): MockCustomer | undefined {
  const wanted = email.trim().toLowerCase();
  return [...state.customers.values()].find((c) => c.email === wanted);
}

/** The demo customer of the server's seed: Camille Martin, two addresses, the first one her favourite. */
function seed(state: MockState): void {
  const camille = addCustomer(state, {
    email: demoCustomer.email,
    password: demoCustomer.password,
    firstName: 'Camille',
    lastName: 'Martin',
    gender: 'f',
    birthday: '1988-04-12',
    subscribedToNewsletter: true,
    communicationLanguage: 'fr',
    defaultAddressId: null,
    verified: true,
    completedOrders: 2,
  });
  const common = { customerId: camille.id, company: null, provinceCode: null, provinceName: null, phoneNumber2: null };
  const home = addAddress(state, {
    ...common,
    alias: 'Maison',
    firstName: 'Camille',
    lastName: 'Martin',
    countryCode: 'FR',
    street: '12 rue des Tilleuls',
    street2: null,
    postcode: '69003',
    city: 'Lyon',
    phoneNumber: '+33612345678',
    deliveryInstructions: 'Digicode 4521',
  });
  addAddress(state, {
    ...common,
    alias: 'Chez mes parents',
    firstName: 'Camille',
    lastName: 'Martin',
    countryCode: 'BE',
    street: 'Rue de la Station 8',
    street2: null,
    postcode: '4000',
    city: 'Liège',
    phoneNumber: '+32470123456',
    deliveryInstructions: null,
  });
  camille.defaultAddressId = home.id;
  // Her two past orders: one delivered (its invoice available), the last one shipped a few days ago.
  seedOrders(state, camille.id, ['processed', 'sent']);
  seedSubscriptions(state, camille.id);
  seedSponsorship(state, camille.id);
  seedPets(state, camille.id);
}
