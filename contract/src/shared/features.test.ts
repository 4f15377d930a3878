import { describe, expect, it } from 'vitest';
import { featureFlags, parseFeaturesOff, SHOP_FEATURES } from './features.ts';
import { channelFeaturesSchema } from './features-schema.ts';

describe('feature flags (spec §2 guards)', () => {
  it('are all on when nothing is switched off', () => {
    const off = parseFeaturesOff(undefined);
    expect(Object.keys(off)).toEqual(['gamelle_fr', 'gamelle_be', 'gamelle_nl']);
    expect(featureFlags(off.gamelle_nl)).toEqual(Object.fromEntries(SHOP_FEATURES.map((f) => [f, true])));
    expect(parseFeaturesOff(' , ').gamelle_fr.size).toBe(0);
  });

  it('switch a feature off everywhere, or in one channel with <channel>:<feature>', () => {
    const off = parseFeaturesOff(' kibbleGuide , gamelle_nl:animals,gamelle_be: referral ');
    expect([...off.gamelle_fr]).toEqual(['kibbleGuide']);
    expect([...off.gamelle_be].sort()).toEqual(['kibbleGuide', 'referral']);
    expect([...off.gamelle_nl].sort()).toEqual(['animals', 'kibbleGuide']);
    const nl = featureFlags(off.gamelle_nl);
    expect(nl.animals).toBe(false);
    expect(nl.kibbleGuide).toBe(false);
    expect(nl.referral).toBe(true);
  });

  it('refuse a name that is not a feature or a channel, naming the valid ones', () => {
    expect(() => parseFeaturesOff('kibbleGuides')).toThrow(/'kibbleGuides' names no feature \(animals, referral/);
    expect(() => parseFeaturesOff('gamelle_lu:animals')).toThrow(
      /names no channel \(gamelle_fr, gamelle_be, gamelle_nl\)/,
    );
    expect(() => parseFeaturesOff('gamelle_fr:')).toThrow(/names no feature/);
  });

  it('answer with every feature of the list, and nothing else', () => {
    const answer = {
      '@id': '/api/v2/shop/channels/gamelle_fr/features',
      '@type': 'ChannelFeatures',
      channel: 'gamelle_fr',
      features: featureFlags(new Set(['webView'])),
    };
    expect(channelFeaturesSchema.parse(answer).features.webView).toBe(false);
    expect(channelFeaturesSchema.safeParse({ ...answer, features: { ...answer.features, pets: true } }).success).toBe(
      false,
    );
    const { animals: _, ...missing } = answer.features;
    expect(channelFeaturesSchema.safeParse({ ...answer, features: missing }).success).toBe(false);
  });
});
