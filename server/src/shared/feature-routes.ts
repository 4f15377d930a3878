// `GET /shop/channels/{code}/features`: spec §2's feature guards, per channel, as the operator set them
// (`FEATURES_OFF`, read once at start in config.ts). HTTP only: the flags are configuration, not data.
import { featureFlags, type ChannelFeatures } from '@gamelle/contract/shared/features';
import { CHANNEL_CODES, type ChannelCode } from '@gamelle/contract/shared/locales';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import { Hono } from 'hono';
import { notFound } from './http/problems.ts';
import type { Services } from './services.ts';

/** Mounted at `/v2/shop`. */
export function featureRoutes(services: Services): Hono {
  const routes = new Hono();
  routes.get('/channels/:code/features', (c) => {
    const code = c.req.param('code');
    if (!isChannelCode(code)) throw notFound('Channel not found');
    // A setting changes with a restart: a minute of cache spares the guards a call per page, not a deployment.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({
      '@id': `${shopIri('channels', code)}/features`,
      '@type': 'ChannelFeatures',
      channel: code,
      features: featureFlags(services.config.featuresOff[code]),
    } satisfies ChannelFeatures);
  });
  return routes;
}

function isChannelCode(code: string): code is ChannelCode {
  return (CHANNEL_CODES as readonly string[]).includes(code);
}
