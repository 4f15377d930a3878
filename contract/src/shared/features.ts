// The shop's feature flags (spec §2's feature guards), served per channel by
// `GET /shop/channels/{code}/features`: the storefront's guards read them on the server render and on client
// navigation, and a page whose feature is off answers the 404 page (spec §8). No zod here: the storefront's routes
// import this file; the answer's schema is `features-schema.ts`, loaded only when the client validates answers.
import type { CallOptions } from '../cart/api.ts';
import { request, type ClientConfig } from './http.ts';
import { CHANNEL_CODES, type ChannelCode } from './locales.ts';
import { shopPaths } from './paths.ts';

/**
 * Every feature a guard of spec §2 names. Which visitors a guard lets in is not shown, so each is a switch the
 * operator sets per channel (on unless switched off):
 * - `animals`: the account's pets (list, profile, edit, add);
 * - `referral`: the account's sponsorships;
 * - `orderRedirect`: the account's orders list;
 * - `subscriptionRedirect`: the account's subscriptions list;
 * - `webView`: the app's web-view payment change;
 * - `kibbleGuide`: the kibble guide (entrance, steps, result) and the /abonnement/ links that lead to it;
 * - `biNutritionGuide`: both bi-nutrition guides and their entrances; `biNutritionGuideFull`,
 *   `biNutritionGuideShort`: one of them (a bi-nutrition entrance passes two guards: the guide and its kind).
 */
export const SHOP_FEATURES = [
  'animals',
  'referral',
  'orderRedirect',
  'subscriptionRedirect',
  'webView',
  'kibbleGuide',
  'biNutritionGuide',
  'biNutritionGuideFull',
  'biNutritionGuideShort',
] as const;
export type ShopFeature = (typeof SHOP_FEATURES)[number];
export type FeatureFlags = Record<ShopFeature, boolean>;

/** `GET /shop/channels/{code}/features`: every feature of the list, on or off, for that channel. */
export interface ChannelFeatures {
  '@context'?: string | undefined;
  '@id': string;
  '@type': 'ChannelFeatures';
  channel: ChannelCode;
  features: FeatureFlags;
}

export function isShopFeature(value: string): value is ShopFeature {
  return (SHOP_FEATURES as readonly string[]).includes(value);
}

/** The features switched off in each channel. */
export type FeaturesOff = Readonly<Record<ChannelCode, ReadonlySet<ShopFeature>>>;

/**
 * Reads the operator's setting (the server's `FEATURES_OFF`): comma-separated features, each off in every channel,
 * or `<channel>:<feature>` for one channel (`kibbleGuide, gamelle_nl:animals`). A name that is not a feature or a
 * channel is refused with the list of valid ones: a typo would otherwise leave a feature on without a word.
 */
export function parseFeaturesOff(setting: string | undefined): FeaturesOff {
  const off = Object.fromEntries(CHANNEL_CODES.map((code) => [code, new Set<ShopFeature>()])) as Record<
    ChannelCode,
    Set<ShopFeature>
  >;
  for (const entry of (setting ?? '').split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const [scope, name] = entry.includes(':') ? entry.split(':', 2).map((part) => part.trim()) : [undefined, entry];
    if (!name || !isShopFeature(name))
      throw new Error(`FEATURES_OFF: '${entry}' names no feature (${SHOP_FEATURES.join(', ')}).`);
    if (scope !== undefined && !(CHANNEL_CODES as readonly string[]).includes(scope))
      throw new Error(`FEATURES_OFF: '${entry}' names no channel (${CHANNEL_CODES.join(', ')}).`);
    for (const code of scope === undefined ? CHANNEL_CODES : [scope as ChannelCode]) off[code].add(name);
  }
  return off;
}

/** Every feature of the list with its state in a channel. */
export function featureFlags(off: ReadonlySet<ShopFeature>): FeatureFlags {
  return Object.fromEntries(SHOP_FEATURES.map((feature) => [feature, !off.has(feature)])) as FeatureFlags;
}

const schema = () => import('./features-schema.ts').then((m) => m.channelFeaturesSchema);

export function featureCalls(config: ClientConfig) {
  return {
    /** GET /shop/channels/{code}/features: the channel's feature flags (404 for an unknown channel). */
    get: (code: string = config.channelCode, options: CallOptions = {}): Promise<ChannelFeatures> =>
      request(config, {
        api: 'shop',
        auth: false,
        ...options,
        method: 'GET',
        path: shopPaths.channelFeatures(code),
        schema,
      }),
  };
}
