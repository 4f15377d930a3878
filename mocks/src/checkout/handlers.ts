// The checkout (issue 14) as the server answers it: the address step (PUT /shop/orders/{token} with addresses),
// shipping methods and relay points, payment methods, complete with `expectedTotal` (409 `order_changed` when the
// total moved), and a placed order's payment configuration. A completed checkout becomes one of the customer's
// placed orders (order/orders.ts), so the confirmation and the account's orders read it.
import { checkoutErrorTexts } from '@gamelle/contract/checkout/errors';
import {
  checkoutAddressBodySchema,
  chooseShippingBodySchema,
  choosePaymentBodySchema,
  completeOrderBodySchema,
  orderAddressOf,
  type OrderAddress,
  type PaymentMethodCode,
  type PickupPoint,
  type ShippingMethodCode,
} from '@gamelle/contract/checkout/schema';
import type { Order } from '@gamelle/contract/order/schema';
import { hydraCollection, shopIri } from '@gamelle/contract/shared/jsonld';
import { API_BASES, shopRoutes } from '@gamelle/contract/shared/paths';
import { http, HttpResponse } from 'msw';
import { cartView } from '../cart/view.ts';
import { orderView, type MockOrder } from '../order/orders.ts';
import {
  handle,
  languageOf,
  MockProblem,
  notFound,
  readBody,
  requireCustomer,
  violation,
  type Language,
} from '../shared/respond.ts';
import type { MockCart, MockState } from '../shared/state.ts';

const route = (path: string) => `*${API_BASES.shop}${path}`;

interface MockCheckout {
  billing: OrderAddress;
  shipping: OrderAddress;
  method: ShippingMethodCode | null;
  pickupPoint: PickupPoint | null;
  payment: PaymentMethodCode | null;
  /** Cents added to every line's price (the `orderChanged` scenario: a price moved since the customer looked). */
  priceBump: number;
}

const checkouts = new WeakMap<MockState, Map<string, MockCheckout>>();
function checkoutsOf(state: MockState): Map<string, MockCheckout> {
  let map = checkouts.get(state);
  if (!map) checkouts.set(state, (map = new Map()));
  return map;
}

/** Relay points of the mocks (the server seeds its own for FR, BE and LU); one is closed for good. */
export const mockPickupPoints: PickupPoint[] = [
  point(
    'FR-69001-A',
    'Tabac de la Presqu’île',
    '8 rue de la République',
    '69001',
    'Lyon',
    'FR',
    true,
    [45.7655, 4.836],
  ),
  point('FR-69002-B', 'Épicerie Bellecour', '21 place Bellecour', '69002', 'Lyon', 'FR', true, [45.7578, 4.832]),
  point('FR-69003-C', 'Pressing Part-Dieu', '3 rue Garibaldi', '69003', 'Lyon', 'FR', false, [45.7601, 4.852]),
  point('BE-4000-A', 'Librairie du Carré', '14 rue Pont d’Avroy', '4000', 'Liège', 'BE', true, [50.642, 5.5705]),
  point('BE-1000-B', 'Dagbladhandel Centrum', '5 Nieuwstraat', '1000', 'Brussel', 'BE', true, [50.8517, 4.3548]),
];

function point(
  code: string,
  name: string,
  street: string,
  postcode: string,
  city: string,
  countryCode: 'FR' | 'BE' | 'LU',
  active: boolean,
  [latitude, longitude]: [number, number],
): PickupPoint {
  const week = [1, 2, 3, 4, 5].flatMap((day) => [
    { day, opens: '09:00', closes: '12:30' },
    { day, opens: '14:00', closes: '19:00' },
  ]);
  return {
    '@id': shopIri('pickup-points', code),
    '@type': 'PickupPoint',
    code,
    name,
    street,
    postcode,
    city,
    countryCode,
    latitude,
    longitude,
    openingHours: [...week, { day: 6, opens: '09:00', closes: '12:00' }],
    active,
  };
}

const shippingCopy = {
  home_delivery: {
    fr: { name: 'Livraison à domicile', description: 'Livré chez vous en 2 à 4 jours ouvrés.' },
    nl: { name: 'Levering aan huis', description: 'Bij u thuis geleverd binnen 2 tot 4 werkdagen.' },
  },
  pickup_point: {
    fr: { name: 'Point relais', description: 'À retirer en point relais Mondial Relay en 3 à 5 jours ouvrés.' },
    nl: { name: 'Afhaalpunt', description: 'Af te halen in een Mondial Relay-afhaalpunt binnen 3 tot 5 werkdagen.' },
  },
} as const;

const paymentCopy = {
  card: { fr: ['Carte bancaire', 'Paiement sécurisé par carte.'], nl: ['Bankkaart', 'Veilig betalen met uw kaart.'] },
  paypal: {
    fr: ['PayPal', 'Vous validez le paiement chez PayPal.'],
    nl: ['PayPal', 'U keurt de betaling goed bij PayPal.'],
  },
  bank_transfer: {
    fr: ['Virement bancaire', 'La commande part à réception du virement.'],
    nl: ['Overschrijving', 'De bestelling vertrekt zodra de overschrijving binnen is.'],
  },
  cheque: {
    fr: ['Chèque', 'À envoyer à notre adresse ; la commande part à réception du chèque.'],
    nl: ['Cheque', 'Op te sturen naar ons adres; de bestelling vertrekt zodra de cheque binnen is.'],
  },
} as const;

export function checkoutHandlers(state: MockState) {
  /** The caller's cart in checkout (a guest cart is taken over by the customer who checks it out). */
  const ownCart = (request: Request, token: string): MockCart => {
    const me = requireCustomer(state, request);
    const cart = state.carts.get(token);
    if (!cart || cart.state !== 'cart') throw notFound('Cart not found');
    if (cart.customerId !== null && cart.customerId !== me.id)
      throw new MockProblem(
        HttpResponse.json({ '@type': 'hydra:Error', 'hydra:description': 'Access Denied.' }, { status: 403 }),
      );
    cart.customerId = me.id;
    return cart;
  };
  const checkoutOf = (cart: MockCart): MockCheckout => {
    const checkout = checkoutsOf(state).get(cart.tokenValue);
    if (!checkout) throw violation('', 'not_addressed', checkoutErrorTexts.not_addressed.fr);
    return checkout;
  };
  const view = (cart: MockCart, language: Language) =>
    checkoutView(state, cart, checkoutsOf(state).get(cart.tokenValue), language);

  return [
    http.put(
      route(shopRoutes.order),
      handle(async ({ request, params }) => {
        const raw = (await request
          .clone()
          .json()
          .catch(() => null)) as Record<string, unknown> | null;
        if (!raw || !('billingAddress' in raw)) return undefined; // the cart's "attach the customer"
        const cart = ownCart(request, String(params.token));
        const body = await readBody(request, checkoutAddressBodySchema, 'address');
        const billing = orderAddressOf(body.billingAddress);
        const existing = checkoutsOf(state).get(cart.tokenValue);
        checkoutsOf(state).set(cart.tokenValue, {
          billing,
          shipping: body.shippingAddress ? orderAddressOf(body.shippingAddress) : billing,
          method: null,
          pickupPoint: null,
          payment: null,
          priceBump: existing?.priceBump ?? 0,
        });
        return HttpResponse.json(view(cart, languageOf(request)));
      }),
    ),

    http.get(
      route(shopRoutes.order),
      handle(({ request, params }) => {
        const cart = state.carts.get(String(params.token));
        if (!cart || cart.state !== 'cart' || !checkoutsOf(state).has(cart.tokenValue)) return undefined;
        return HttpResponse.json(view(ownCart(request, cart.tokenValue), languageOf(request)));
      }),
    ),

    http.get(
      route('/shop/orders/:token/shipments/:id/methods'),
      handle(({ request, params }) => {
        const cart = ownCart(request, String(params.token));
        checkoutOf(cart);
        const language = languageOf(request);
        const base = cartView(cart, language).shippingTotal;
        const methods = (['home_delivery', 'pickup_point'] as const).map((code) => ({
          '@id': shopIri('shipping-methods', code),
          '@type': 'ShippingMethod' as const,
          code,
          ...shippingCopy[code][language],
          carrier: code === 'pickup_point' ? 'Mondial Relay' : 'Colissimo',
          price: code === 'pickup_point' ? Math.max(0, base - 200) : base,
          requiresPickupPoint: code === 'pickup_point',
        }));
        return HttpResponse.json(hydraCollection(methods));
      }),
    ),

    http.get(
      route('/shop/pickup-points'),
      handle(({ request }) => {
        const url = new URL(request.url);
        const country = url.searchParams.get('countryCode') ?? 'FR';
        const postcode = (url.searchParams.get('postcode') ?? '').trim();
        if (!postcode) throw violation('postcode', 'required', 'Ce champ est obligatoire.');
        const near = mockPickupPoints
          .filter((p) => p.countryCode === country)
          .sort(
            (a, b) => Math.abs(Number(a.postcode) - Number(postcode)) - Math.abs(Number(b.postcode) - Number(postcode)),
          );
        return HttpResponse.json(hydraCollection(near));
      }),
    ),

    http.patch(
      route('/shop/orders/:token/shipments/:id'),
      handle(async ({ request, params }) => {
        const cart = ownCart(request, String(params.token));
        const checkout = checkoutOf(cart);
        const language = languageOf(request);
        const body = chooseShippingBodySchema.parse(await request.json());
        if (body.shippingMethod !== 'home_delivery' && body.shippingMethod !== 'pickup_point')
          throw violation(
            'shippingMethod',
            'invalid_shipping_method',
            checkoutErrorTexts.invalid_shipping_method[language],
          );
        let chosen: PickupPoint | null = null;
        if (body.shippingMethod === 'pickup_point') {
          chosen = mockPickupPoints.find((p) => p.code === body.pickupPoint) ?? null;
          if (!chosen)
            throw violation('pickupPoint', 'pickup_point_required', checkoutErrorTexts.pickup_point_required[language]);
          if (!chosen.active)
            throw violation(
              'pickupPoint',
              'pickuppoint_unavailable',
              checkoutErrorTexts.pickuppoint_unavailable[language],
            );
        }
        checkout.method = body.shippingMethod;
        checkout.pickupPoint = chosen;
        return HttpResponse.json(view(cart, language));
      }),
    ),

    http.get(
      route('/shop/orders/:token/payments/:id/methods'),
      handle(({ request, params }) => {
        const cart = ownCart(request, String(params.token));
        const checkout = checkoutOf(cart);
        const language = languageOf(request);
        const codes: PaymentMethodCode[] = [
          'card',
          'paypal',
          'bank_transfer',
          ...(checkout.billing.countryCode === 'FR' ? (['cheque'] as const) : []),
        ];
        return HttpResponse.json(
          hydraCollection(
            codes.map((code) => ({
              '@id': shopIri('payment-methods', code),
              '@type': 'PaymentMethod' as const,
              code,
              name: paymentCopy[code as keyof typeof paymentCopy][language][0],
              description: paymentCopy[code as keyof typeof paymentCopy][language][1],
              fee: 0,
              delayed: code === 'bank_transfer' || code === 'cheque',
            })),
          ),
        );
      }),
    ),

    http.patch(
      route('/shop/orders/:token/payments/:id'),
      handle(async ({ request, params }) => {
        const cart = ownCart(request, String(params.token));
        const checkout = checkoutOf(cart);
        const body = choosePaymentBodySchema.parse(await request.json());
        if (!(body.paymentMethod in paymentCopy))
          throw violation(
            'paymentMethod',
            'invalid_payment_method',
            checkoutErrorTexts.invalid_payment_method[languageOf(request)],
          );
        checkout.payment = body.paymentMethod as PaymentMethodCode;
        return HttpResponse.json(view(cart, languageOf(request)));
      }),
    ),

    http.patch(
      route('/shop/orders/:token/complete'),
      handle(async ({ request, params }) => {
        const cart = ownCart(request, String(params.token));
        const checkout = checkoutOf(cart);
        const language = languageOf(request);
        const body = completeOrderBodySchema.parse(await request.json());
        if (!checkout.payment)
          throw violation('', 'payment_not_selected', checkoutErrorTexts.payment_not_selected[language]);
        const current = view(cart, language);
        if (current.total !== body.expectedTotal) return orderChangedResponse(current, language);
        const order = placeOrder(state, cart, checkout);
        return HttpResponse.json(orderView(state, order, language));
      }),
    ),

    http.get(
      route('/shop/orders/:token/payments/:id/configuration'),
      handle(({ request, params }) => {
        requireCustomer(state, request);
        const order = state.orders.get(String(params.token));
        if (!order) throw notFound('Cart not found');
        const language = languageOf(request);
        const placed = orderView(state, order, language);
        const returnUrl = new URL(request.url).searchParams.get('returnUrl') ?? '/';
        const method = placed.payments.at(-1)?.method;
        if (placed.paymentState !== 'awaiting_payment')
          return HttpResponse.json({ provider: 'none', action: 'none', redirectUrl: null, instructions: null });
        if (method === 'bank_transfer' || method === 'cheque')
          return HttpResponse.json({
            provider: 'offline',
            action: 'instructions',
            redirectUrl: null,
            instructions: {
              payee: 'Gamelle SAS',
              iban: method === 'bank_transfer' ? 'FR76 3000 4000 0100 0000 0000 000' : null,
              bic: method === 'bank_transfer' ? 'BNPAFRPPXXX' : null,
              address: method === 'cheque' ? 'Gamelle SAS, 12 rue des Artisans, 69007 Lyon' : null,
              reference: order.number,
              amount: placed.total,
            },
          });
        // No provider page in the mocks: the "gateway" accepts at once and sends the customer back.
        order.kind = 'payment_accepted';
        return HttpResponse.json({
          provider: 'test_gateway',
          action: 'redirect',
          redirectUrl: `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}payment=succeeded`,
          instructions: null,
        });
      }),
    ),
  ];
}

/**
 * Scenario: a price moved between the summary and the click (another tab, the catalogue): the first complete
 * answers 409 `order_changed` with every line 1.50 € dearer; confirming the new total then places the order.
 */
export function checkoutOrderChanged(state: MockState) {
  let answered = false;
  return [
    http.patch(
      route('/shop/orders/:token/complete'),
      handle(({ request, params }) => {
        if (answered) return undefined;
        answered = true;
        const cart = state.carts.get(String(params.token));
        const checkout = cart ? checkoutsOf(state).get(cart.tokenValue) : undefined;
        if (!cart || !checkout) return undefined;
        checkout.priceBump = 150;
        const language = languageOf(request);
        return orderChangedResponse(checkoutView(state, cart, checkout, language), language);
      }),
    ),
  ];
}

/** Seeds a checkout already addressed (and further) for a story: the demo customer's favourite address. */
export function seedCheckout(
  state: MockState,
  token: string,
  stage: { method?: ShippingMethodCode; pickupPoint?: string; payment?: PaymentMethodCode } = {},
): void {
  const cart = state.carts.get(token);
  if (!cart) throw new Error(`seedCheckout: no cart ${token}`);
  const customer = cart.customerId === null ? undefined : state.customers.get(cart.customerId);
  const saved = [...state.addresses.values()].find((a) => a.customerId === cart.customerId);
  const address: OrderAddress = {
    firstName: saved?.firstName ?? customer?.firstName ?? 'Camille',
    lastName: saved?.lastName ?? customer?.lastName ?? 'Martin',
    company: null,
    countryCode: saved?.countryCode ?? 'FR',
    provinceCode: null,
    provinceName: null,
    street: saved?.street ?? '12 rue des Tilleuls',
    street2: null,
    postcode: saved?.postcode ?? '69001',
    city: saved?.city ?? 'Lyon',
    phoneNumber: saved?.phoneNumber ?? '+33612345678',
    phoneNumber2: null,
    deliveryInstructions: null,
  };
  checkoutsOf(state).set(token, {
    billing: address,
    shipping: address,
    method: stage.method ?? null,
    pickupPoint: mockPickupPoints.find((p) => p.code === stage.pickupPoint) ?? null,
    payment: stage.payment ?? null,
    priceBump: 0,
  });
}

function orderChangedResponse(order: Order, language: Language): Response {
  return HttpResponse.json(
    {
      '@context': '/api/v2/contexts/Error',
      '@type': 'hydra:Error',
      'hydra:title': 'An error occurred',
      'hydra:description': checkoutErrorTexts.order_changed[language],
      code: 'order_changed',
      reasons: ['price'],
      order,
    },
    { status: 409 },
  );
}

function checkoutView(state: MockState, cart: MockCart, checkout: MockCheckout | undefined, language: Language): Order {
  const bumped: MockCart = checkout?.priceBump
    ? { ...cart, items: cart.items.map((item) => ({ ...item, unitPrice: item.unitPrice + checkout.priceBump })) }
    : cart;
  const base = cartView(bumped, language);
  const iri = shopIri('orders', cart.tokenValue);
  const shippingTotal =
    checkout?.method === 'pickup_point' ? Math.max(0, base.shippingTotal - 200) : base.shippingTotal;
  const total = base.total - base.shippingTotal + shippingTotal;
  const checkoutState = !checkout
    ? 'cart'
    : !checkout.method
      ? 'addressed'
      : !checkout.payment
        ? 'shipping_selected'
        : 'payment_selected';
  return {
    ...base,
    checkoutState,
    shippingTotal,
    total,
    number: null,
    status: 'draft',
    email: cart.customerId === null ? null : (state.customers.get(cart.customerId)?.email ?? null),
    billingAddress: checkout?.billing ?? null,
    shippingAddress: checkout?.shipping ?? null,
    shipments: checkout
      ? [
          {
            '@id': `${iri}/shipments/1`,
            '@type': 'Shipment',
            id: 1,
            method: checkout.method,
            carrier: checkout.method === 'pickup_point' ? 'Mondial Relay' : checkout.method ? 'Colissimo' : null,
            pickupPoint: checkout.pickupPoint,
            state: 'cart',
            trackingNumber: null,
            trackingUrl: null,
            shippedAt: null,
            deliveredAt: null,
          },
        ]
      : [],
    payments: checkout
      ? [
          {
            '@id': `${iri}/payments/1`,
            '@type': 'Payment',
            id: 1,
            method: checkout.payment,
            state: 'cart',
            amount: total,
            bankResponse: null,
            createdAt: state.now().toISOString(),
          },
        ]
      : [],
    notes: null,
    checkoutCompletedAt: null,
    paymentFeeTotal: 0,
    taxExcludedTotal: total - base.taxTotal,
    invoice: { available: false, availableFrom: null, url: null, number: null },
  };
}

/** The cart becomes one of the customer's placed orders (order/orders.ts), awaiting its payment. */
function placeOrder(state: MockState, cart: MockCart, checkout: MockCheckout): MockOrder {
  cart.state = 'completed';
  const n = state.nextId.order++;
  const order: MockOrder = {
    tokenValue: cart.tokenValue,
    number: String(100_000 + n).padStart(9, '0'),
    customerId: cart.customerId!,
    kind: 'awaiting_payment',
    placedAt: state.now().toISOString(),
    shippedAt: null,
    deliveredAt: null,
    invoiceNumber: null,
    pickup: checkout.method === 'pickup_point',
    items: cart.items,
  };
  state.orders.set(order.tokenValue, order);
  return order;
}
