// `/shop/subscriptions` (issue 15), as the server answers: the customer's own only (another's is a 404), every
// change refused once the next order is locked with the subscription-service message, FR/NL.
import { hydraCollection } from '@gamelle/contract/shared/jsonld';
import { API_BASES } from '@gamelle/contract/shared/paths';
import {
  addDays,
  cancellationRequestBodySchema,
  changeDeliveryBodySchema,
  changeFrequencyBodySchema,
  changePaymentMethodBodySchema,
  shipNowBodySchema,
  changeShippingDateBodySchema,
  minimumDeliveriesNotice,
  parisDate,
  subscriptionContactBodySchema,
  subscriptionErrorText,
} from '@gamelle/contract/subscription';
import { SUBSCRIPTION } from '@gamelle/contract/shared/limits';
import { http, HttpResponse } from 'msw';
import { handle, languageOf, notFound, readBody, requireCustomer, violation } from '../shared/respond.ts';
import type { MockState } from '../shared/state.ts';
import { orderSummaryView } from '../order/orders.ts';
import { mockPickupPoints } from '../checkout/handlers.ts';
import { MOCK_CARDS, type MockSubscription, isLocked, subscriptionView, subscriptionsOf } from './subscriptions.ts';

const route = (path: string) => `*${API_BASES.shop}${path}`;

export function subscriptionHandlers(state: MockState) {
  const own = (request: Request, code: string): MockSubscription => {
    const me = requireCustomer(state, request);
    const sub = state.subscriptions.get(code);
    if (!sub || sub.customerId !== me.id)
      throw notFound(subscriptionErrorText(languageOf(request), 'subscription_not_found'));
    return sub;
  };
  const changeable = (request: Request, code: string): MockSubscription => {
    const sub = own(request, code);
    if (sub.status === 'stopped')
      throw violation('', 'subscription_closed', subscriptionErrorText(languageOf(request), 'subscription_closed'));
    if (sub.status === 'active' && isLocked(sub, state.now()))
      throw violation('', 'subscription_locked', subscriptionErrorText(languageOf(request), 'subscription_locked'));
    return sub;
  };
  const answer = (request: Request, sub: MockSubscription) =>
    HttpResponse.json(subscriptionView(sub, state.now(), languageOf(request), state));

  return [
    http.get(
      route('/shop/subscriptions'),
      handle(({ request }) => {
        const me = requireCustomer(state, request);
        const members = subscriptionsOf(state, me.id).map((s) =>
          subscriptionView(s, state.now(), languageOf(request), state),
        );
        return HttpResponse.json({
          '@context': '/api/v2/contexts/Subscription',
          ...hydraCollection(members, '/api/v2/shop/subscriptions'),
        });
      }),
    ),
    http.get(
      route('/shop/subscriptions/:code'),
      handle(({ request, params }) => answer(request, own(request, String(params.code)))),
    ),
    http.get(
      route('/shop/subscriptions/:code/orders'),
      handle(({ request, params }) => {
        const sub = own(request, String(params.code));
        const orders = sub.orderTokens.flatMap((token, index) => {
          const order = state.orders.get(token);
          if (!order) return [];
          const shipped = order.shippedAt !== null;
          return [
            {
              '@id': `/api/v2/shop/orders/${order.tokenValue}`,
              '@type': 'Order',
              tokenValue: order.tokenValue,
              number: order.number,
              shippingDate: order.shippedAt ? parisDate(new Date(order.shippedAt)) : null,
              checkoutCompletedAt: order.placedAt,
              paymentState: order.kind === 'payment_failure' ? 'cancelled' : 'paid',
              shippingState: shipped ? 'shipped' : 'ready',
              state: 'completed',
              total: orderSummaryView(state, order, languageOf(request)).total,
              renewal: index > 0,
            },
          ];
        });
        return HttpResponse.json({
          '@context': '/api/v2/contexts/Order',
          ...hydraCollection(orders, `/api/v2/shop/subscriptions/${sub.code}/orders`),
        });
      }),
    ),
    http.patch(
      route('/shop/subscriptions/:code/frequency'),
      handle(async ({ request, params }) => {
        const sub = changeable(request, String(params.code));
        const { frequency } = await readBody(request, changeFrequencyBodySchema, 'subscription');
        const candidate = addDays(addDays(sub.nextShippingDate, -sub.frequency), frequency);
        if (addDays(candidate, -SUBSCRIPTION.editCutOffDays) < parisDate(state.now())) sub.nextFrequency = frequency;
        else
          Object.assign(sub, {
            frequency,
            nextFrequency: null,
            nextShippingDate: candidate,
            modificationLimitDate: addDays(candidate, -SUBSCRIPTION.editCutOffDays),
          });
        return answer(request, sub);
      }),
    ),
    http.patch(
      route('/shop/subscriptions/:code/next-shipping-date'),
      handle(async ({ request, params }) => {
        const sub = changeable(request, String(params.code));
        const { nextShippingDate } = await readBody(request, changeShippingDateBodySchema, 'subscription');
        const today = parisDate(state.now());
        const language = languageOf(request);
        if (addDays(nextShippingDate, -SUBSCRIPTION.editCutOffDays) < today)
          throw violation(
            'nextShippingDate',
            'shipping_date_too_soon',
            subscriptionErrorText(language, 'shipping_date_too_soon'),
          );
        if (nextShippingDate > addDays(today, 155))
          throw violation(
            'nextShippingDate',
            'shipping_date_too_late',
            subscriptionErrorText(language, 'shipping_date_too_late'),
          );
        sub.nextShippingDate = nextShippingDate;
        sub.modificationLimitDate = addDays(nextShippingDate, -SUBSCRIPTION.editCutOffDays);
        return answer(request, sub);
      }),
    ),
    http.get(
      route('/shop/saved-payment-methods'),
      handle(({ request }) => {
        requireCustomer(state, request);
        const today = parisDate(state.now());
        const members = MOCK_CARDS.map((card) => ({
          '@id': `/api/v2/shop/saved-payment-methods/${card.id}`,
          '@type': 'SavedPaymentMethod',
          ...card,
          expired:
            `${addDays(`${card.expYear}-${String(card.expMonth).padStart(2, '0')}-01`, 31).slice(0, 7)}-01` <= today,
        }));
        return HttpResponse.json({
          '@context': '/api/v2/contexts/SavedPaymentMethod',
          ...hydraCollection(members, '/api/v2/shop/saved-payment-methods'),
        });
      }),
    ),
    http.post(
      route('/shop/subscriptions/:code/ship-now'),
      handle(async ({ request, params }) => {
        const sub = changeable(request, String(params.code));
        await readBody(request, shipNowBodySchema, 'subscription');
        // Ships within 24 working hours: the next order leaves today, the following one a frequency later.
        const today = parisDate(state.now());
        sub.deliveries += 1;
        sub.nextShippingDate = addDays(today, sub.nextFrequency ?? sub.frequency);
        sub.modificationLimitDate = addDays(sub.nextShippingDate, -SUBSCRIPTION.editCutOffDays);
        if (sub.nextFrequency !== null) Object.assign(sub, { frequency: sub.nextFrequency, nextFrequency: null });
        sub.nextOnly = [];
        return answer(request, sub);
      }),
    ),
    http.patch(
      route('/shop/subscriptions/:code/delivery'),
      handle(async ({ request, params }) => {
        const sub = changeable(request, String(params.code));
        const body = await readBody(request, changeDeliveryBodySchema, 'subscription');
        const language = languageOf(request);
        if (body.address !== undefined) {
          const id = Number(body.address);
          const address = state.addresses.get(id);
          if (!address || address.customerId !== sub.customerId)
            throw violation('address', 'address_unknown', subscriptionErrorText(language, 'address_unknown'));
          sub.addressId = id;
        }
        const method = body.shippingMethod ?? (body.pickupPoint ? 'pickup_point' : undefined);
        if (method) sub.shippingMethod = method;
        if (method === 'home_delivery') sub.pickupPoint = null;
        if (body.pickupPoint) {
          const point = mockPickupPoints.find((p) => p.code === body.pickupPoint);
          sub.pickupPoint = point
            ? { code: point.code, name: point.name, city: point.city, active: point.active }
            : { code: body.pickupPoint, name: body.pickupPoint, city: '', active: true };
        }
        const changed = [
          ...(body.address !== undefined ? ['shippingAddress'] : []),
          ...(method ? ['shippingMethod'] : []),
          ...(body.pickupPoint ? ['pickupPoint'] : []),
        ];
        sub.nextOnly =
          body.scope === 'next_order_only'
            ? [...new Set([...sub.nextOnly, ...changed])]
            : sub.nextOnly.filter((f) => !changed.includes(f));
        return answer(request, sub);
      }),
    ),
    http.patch(
      route('/shop/subscriptions/:code/payment-method'),
      handle(async ({ request, params }) => {
        const sub = changeable(request, String(params.code));
        const body = await readBody(request, changePaymentMethodBodySchema, 'subscription');
        const language = languageOf(request);
        const card = MOCK_CARDS.find((c) => c.id === Number(body.paymentMethod));
        if (!card)
          throw violation(
            'paymentMethod',
            'payment_method_unknown',
            subscriptionErrorText(language, 'payment_method_unknown'),
          );
        sub.card = card;
        sub.nextOnly =
          body.scope === 'next_order_only'
            ? [...new Set([...sub.nextOnly, 'paymentMethod'])]
            : sub.nextOnly.filter((f) => f !== 'paymentMethod');
        return answer(request, sub);
      }),
    ),
    http.post(
      route('/shop/subscriptions/:code/cancellation-requests'),
      handle(async ({ request, params }) => {
        const sub = own(request, String(params.code));
        const body = await readBody(request, cancellationRequestBodySchema, 'subscription');
        const language = languageOf(request);
        if (sub.cancellationRequested)
          throw violation('', 'request_already_open', subscriptionErrorText(language, 'request_already_open'));
        sub.cancellationRequested = true;
        const below = sub.deliveries < 2;
        return HttpResponse.json(
          {
            '@type': 'CancellationRequest',
            id: 1,
            subscription: sub.code,
            reason: body.reason,
            status: 'open',
            createdAt: state.now().toISOString(),
            belowMinimumDeliveries: below,
            notice: below ? minimumDeliveriesNotice[language] : null,
          },
          { status: 201 },
        );
      }),
    ),
    http.post(
      route('/shop/subscriptions/:code/contact-messages'),
      handle(async ({ request, params }) => {
        const sub = own(request, String(params.code));
        await readBody(request, subscriptionContactBodySchema, 'subscription');
        return HttpResponse.json(
          {
            '@type': 'SubscriptionContact',
            id: 1,
            subscription: sub.code,
            status: 'open',
            createdAt: state.now().toISOString(),
          },
          { status: 201 },
        );
      }),
    ),
  ];
}
