import { describe, expect, it } from 'vitest';
import { distanceKm, pointsAroundNearest } from './pickup-map.ts';

const lyonA = { code: 'FR-69002-01', latitude: 45.7606, longitude: 4.8325 };
const lyonB = { code: 'FR-69003-01', latitude: 45.7609, longitude: 4.8513 };
const villeurbanne = { code: 'FR-69100-01', latitude: 45.7719, longitude: 4.8902 };
const paris = { code: 'FR-75011-01', latitude: 48.8553, longitude: 2.3752 };

describe('the relay-point map framing', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(lyonA, lyonA)).toBe(0);
    // Lyon → Paris is about 392 km as the crow flies.
    expect(distanceKm(lyonA, paris)).toBeGreaterThan(385);
    expect(distanceKm(lyonA, paris)).toBeLessThan(400);
    expect(distanceKm(lyonA, lyonB)).toBeCloseTo(1.46, 1);
  });

  it('frames the nearest point and its neighbours, not the far ones the list also shows', () => {
    expect(pointsAroundNearest([lyonA, lyonB, paris, villeurbanne])).toEqual([
      lyonA.code,
      lyonB.code,
      villeurbanne.code,
    ]);
    expect(pointsAroundNearest([paris, lyonA])).toEqual([paris.code]);
    expect(pointsAroundNearest([lyonA, villeurbanne], 2)).toEqual([lyonA.code]);
    expect(pointsAroundNearest([])).toEqual([]);
  });
});
