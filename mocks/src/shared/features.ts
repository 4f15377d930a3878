// The feature flags of spec §2's guards (GET /shop/channels/{code}/features), as the server serves them: every
// feature on by default; `scenarios.featuresOff(...)` switches some off for a story or a test.
import { featureFlags, type ChannelFeatures, type ShopFeature } from '@gamelle/contract/shared/features';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { CHANNEL_CODES, type ChannelCode } from '@gamelle/contract/shared/locales';
import { API_BASES, shopRoutes } from '@gamelle/contract/shared/paths';
import { http, HttpResponse } from 'msw';
import { handle, notFound } from './respond.ts';

export function featureHandlers(off: readonly ShopFeature[] = []) {
  return [
    http.get(
      `*${API_BASES.shop}${shopRoutes.channelFeatures}`,
      handle(({ params }) => {
        const code = String(params.code);
        if (!(CHANNEL_CODES as readonly string[]).includes(code)) throw notFound('Channel not found');
        return HttpResponse.json({
          '@id': `${shopIri('channels', code)}/features`,
          '@type': 'ChannelFeatures',
          channel: code as ChannelCode,
          features: featureFlags(new Set(off)),
        } satisfies ChannelFeatures);
      }),
    ),
  ];
}
