// The checkout calls (Sylius Shop API shapes; spec §7 does not show them): address, shipping, payment, complete.
import { z } from 'zod/mini';
import { addressFormSchema } from '../address/rules.ts';
import { COUNTRIES } from '../shared/locales.ts';
import { hydraCollectionSchema, jsonLdFieldsOf } from '../shared/jsonld.ts';
import { priceSchema } from '../shared/money-schema.ts';

/** Home delivery by the country's carrier, or a relay (pickup) point. */
export const SHIPPING_METHOD_CODES = ['home_delivery', 'pickup_point'] as const;
export type ShippingMethodCode = (typeof SHIPPING_METHOD_CODES)[number];

/**
 * Card and PayPal go through the payment provider's page; Bancontact only with Stripe and for Belgium; bank
 * transfer and cheque wait in `awaiting_payment` until an operator records the money; `free` is the only method
 * of an order whose total is 0 (payment skipped).
 */
export const PAYMENT_METHOD_CODES = ['card', 'paypal', 'bancontact', 'bank_transfer', 'cheque', 'free'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** A payment attempt's own states (Sylius' payment state machine). */
export const PAYMENT_ATTEMPT_STATES = [
  'cart',
  'new',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

/** PUT /shop/orders/{token}: the checkout's address step. The shipping address defaults to the billing one. */
export const checkoutAddressBodySchema = z.object({
  email: z.optional(z.email({ error: 'invalid_email' })),
  billingAddress: addressFormSchema,
  shippingAddress: z.optional(addressFormSchema),
});
export type CheckoutAddressBody = z.input<typeof checkoutAddressBodySchema>;

/** An address as the order keeps it (a copy: editing the address book later does not change the order). */
export const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.nullable(z.string()),
  countryCode: z.enum(COUNTRIES),
  provinceCode: z.nullable(z.string()),
  provinceName: z.nullable(z.string()),
  street: z.string(),
  street2: z.nullable(z.string()),
  postcode: z.string(),
  city: z.string(),
  phoneNumber: z.string(),
  phoneNumber2: z.nullable(z.string()),
  deliveryInstructions: z.nullable(z.string()),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** The copy an order keeps of an address the address step sent (server and mocks alike): what was left out is null. */
export function orderAddressOf(a: z.output<typeof addressFormSchema>): OrderAddress {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company ?? null,
    countryCode: a.countryCode,
    provinceCode: a.provinceCode ?? null,
    provinceName: a.provinceName ?? null,
    street: a.street,
    street2: a.street2 ?? null,
    postcode: a.postcode,
    city: a.city,
    phoneNumber: a.phoneNumber,
    phoneNumber2: a.phoneNumber2 ?? null,
    deliveryInstructions: a.deliveryInstructions ?? null,
  };
}

/** GET /shop/orders/{token}/shipments/{id}/methods: one carrier offer with its price for this cart. */
export const shippingMethodSchema = z.object({
  ...jsonLdFieldsOf('ShippingMethod'),
  code: z.enum(SHIPPING_METHOD_CODES),
  name: z.string(),
  carrier: z.string(),
  description: z.string(),
  /** What shipping costs this cart with this method (0 above the free-shipping threshold). */
  price: priceSchema,
  /** Whether a pickup point must be chosen with it. */
  requiresPickupPoint: z.boolean(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export const shippingMethodCollectionSchema = hydraCollectionSchema(shippingMethodSchema);

export const openingHoursSchema = z.object({
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  day: z.number().check(z.int()).check(z.minimum(1)).check(z.maximum(7)),
  opens: z.string().check(z.regex(/^\d\d:\d\d$/)),
  closes: z.string().check(z.regex(/^\d\d:\d\d$/)),
});

/** A relay point (GET /shop/pickup-points). */
export const pickupPointSchema = z.object({
  ...jsonLdFieldsOf('PickupPoint'),
  code: z.string(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  countryCode: z.enum(COUNTRIES),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.array(openingHoursSchema),
  active: z.boolean(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;
export const pickupPointCollectionSchema = hydraCollectionSchema(pickupPointSchema);

/** GET /shop/pickup-points query. */
export const pickupPointQuerySchema = z.object({
  countryCode: z.enum(COUNTRIES, { error: 'invalid' }),
  postcode: z
    .string({ error: 'required' })
    .check(z.trim())
    .check(z.minLength(1, { error: 'required' }))
    .check(z.maxLength(16, { error: 'too_long' })),
  shippingMethod: z.optional(z.enum(SHIPPING_METHOD_CODES, { error: 'invalid' })),
});

/** The last segment of an IRI, or the value itself. */
const codeOrIri = z.pipe(
  z
    .string({ error: 'required' })
    .check(z.trim())
    .check(z.minLength(1, { error: 'required' })),
  z.transform((v) => v.slice(v.lastIndexOf('/') + 1)),
);

/** PATCH /shop/orders/{token}/shipments/{id} */
export const chooseShippingBodySchema = z.object({
  shippingMethod: codeOrIri,
  pickupPoint: z.optional(z.nullable(codeOrIri)),
});
export type ChooseShippingBody = z.input<typeof chooseShippingBodySchema>;

/** GET /shop/orders/{token}/payments/{id}/methods */
export const paymentMethodSchema = z.object({
  ...jsonLdFieldsOf('PaymentMethod'),
  code: z.enum(PAYMENT_METHOD_CODES),
  name: z.string(),
  description: z.string(),
  /** Service fee this method adds to the order. */
  fee: priceSchema,
  /** Paid later (transfer, cheque): the order waits in `awaiting_payment`. */
  delayed: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodCollectionSchema = hydraCollectionSchema(paymentMethodSchema);

/** PATCH /shop/orders/{token}/payments/{id} */
export const choosePaymentBodySchema = z.object({ paymentMethod: codeOrIri });
export type ChoosePaymentBody = z.input<typeof choosePaymentBodySchema>;

/** PATCH /shop/orders/{token}/complete: `expectedTotal` is the total the customer saw on the summary. */
export const completeOrderBodySchema = z.object({
  notes: z.optional(z.nullable(z.string().check(z.maxLength(1000, { error: 'too_long' })))),
  expectedTotal: z
    .number({ error: 'required' })
    .check(z.int({ error: 'invalid' }))
    .check(z.nonnegative({ error: 'invalid' })),
});
export type CompleteOrderBody = z.input<typeof completeOrderBodySchema>;

/**
 * GET /shop/orders/{token}/payments/{id}/configuration: where the customer goes next. `redirect` to the
 * provider's page (card, PayPal, Bancontact); `instructions` for a transfer or cheque; `none` when nothing is due.
 */
export const paymentConfigurationSchema = z.object({
  provider: z.enum(['test_gateway', 'stripe', 'offline', 'none']),
  action: z.enum(['redirect', 'instructions', 'none']),
  redirectUrl: z.nullable(z.string()),
  instructions: z.nullable(
    z.object({
      payee: z.string(),
      iban: z.nullable(z.string()),
      bic: z.nullable(z.string()),
      address: z.nullable(z.string()),
      reference: z.string(),
      amount: priceSchema,
    }),
  ),
});
export type PaymentConfiguration = z.infer<typeof paymentConfigurationSchema>;
