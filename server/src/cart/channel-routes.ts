import { CHANNELS, COUNTRIES, CURRENCY } from '@gamelle/contract';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { channelSchema } from '@gamelle/contract/shared/channel';
import { checked } from '../shared/http/checked.ts';
import { Hono } from 'hono';
import { notFound } from '../shared/http/problems.ts';
import type { Services } from '../shared/services.ts';
import { shippingRates } from './shipping.ts';

const channelNames = { gamelle_fr: 'Gamelle France', gamelle_be: 'Gamelle Belgique', gamelle_nl: 'Gamelle België' };

/**
 * `/shop/channels/{code}`: the channel's countries and, per country, the shipping fee and free-shipping threshold
 * that the cart's progress bar reads (the storefront never hard-codes them).
 */
export function channelRoutes(services: Services): Hono {
  return new Hono().get('/:code', async (c) => {
    const channel = CHANNELS.find((ch) => ch.code === c.req.param('code'));
    if (!channel) throw notFound('Channel not found');
    const rates = await shippingRates(services.db);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(
      checked(
        channelSchema,
        {
          '@context': '/api/v2/contexts/Channel',
          '@id': shopIri('channels', channel.code),
          '@type': 'Channel',
          code: channel.code,
          name: channelNames[channel.code],
          baseCurrency: CURRENCY,
          locale: channel.locale,
          defaultLocaleCode: channel.shopLocaleCode,
          // Every site delivers to the three countries of spec §1.
          countries: [...COUNTRIES],
          shippingRates: rates.map((r) => ({
            countryCode: r.country,
            fee: r.fee,
            freeShippingThreshold: r.freeShippingThreshold,
          })),
        },
        'channel',
      ),
    );
  });
}
