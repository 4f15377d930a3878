// The channel call of spec §7 (GET /shop/channels/{code}): its countries and shipping rates, the free-shipping
// threshold the cart's progress bar shows. In the cart domain, as on the server (its only readers are the cart's).
import { shippingRate } from '@gamelle/content';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { CHANNELS } from '@gamelle/contract/shared/locales';
import { API_BASES, shopRoutes } from '@gamelle/contract/shared/paths';
import { http, HttpResponse } from 'msw';
import { handle, notFound } from '../shared/respond.ts';

export function channelHandlers() {
  return [
    http.get(
      `*${API_BASES.shop}${shopRoutes.channel}`,
      handle(({ params }) => {
        const channel = CHANNELS.find((c) => c.code === params.code);
        if (!channel) throw notFound('Channel not found');
        const countries = ['FR', 'BE', 'LU'] as const;
        return HttpResponse.json({
          '@id': shopIri('channels', channel.code),
          '@type': 'Channel',
          code: channel.code,
          name: { gamelle_fr: 'Gamelle France', gamelle_be: 'Gamelle Belgique', gamelle_nl: 'Gamelle België' }[
            channel.code
          ],
          baseCurrency: 'EUR',
          locale: channel.locale,
          defaultLocaleCode: channel.shopLocaleCode,
          countries: [...countries],
          shippingRates: countries.map((c) => {
            const rate = shippingRate(c);
            return { countryCode: c, fee: rate.fee, freeShippingThreshold: rate.freeShippingThreshold };
          }),
        });
      }),
    ),
  ];
}
