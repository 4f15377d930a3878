// The answer of `GET /shop/channels/{code}/features` (features.ts): the server and the mocks parse with it.
import { z } from 'zod/mini';
import type { ChannelFeatures, ShopFeature } from './features.ts';
import { jsonLdFieldsOf } from './jsonld.ts';
import { CHANNEL_CODES } from './locales.ts';

// The names again rather than features.ts's list: features.ts loads this file on demand, and a static import back
// made the bundler merge lazily loaded chunks into every page's first load (+6 KB measured). The `satisfies` below
// and a unit test keep both lists equal.
const flag = z.boolean();
export const featureFlagsSchema = z.strictObject({
  animals: flag,
  referral: flag,
  orderRedirect: flag,
  subscriptionRedirect: flag,
  webView: flag,
  kibbleGuide: flag,
  biNutritionGuide: flag,
  biNutritionGuideFull: flag,
  biNutritionGuideShort: flag,
} satisfies Record<ShopFeature, z.ZodMiniBoolean>);

export const channelFeaturesSchema = z.object({
  ...jsonLdFieldsOf('ChannelFeatures'),
  channel: z.enum(CHANNEL_CODES),
  features: featureFlagsSchema,
}) satisfies z.core.$ZodType<ChannelFeatures>;
