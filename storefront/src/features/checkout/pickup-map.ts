// What the relay-point map shows first: the points around the nearest one (the server lists the nearest first), so
// the points of the customer's town stand apart on the map instead of one dot among the country's.
import type { PickupPoint } from '@gamelle/contract/checkout/schema';

/** Points farther than this from the nearest one are on the map and in the list, but not framed at first. */
export const FRAMED_RADIUS_KM = 25;

/** The codes of the points within `radiusKm` of the first one (the first included); none for no points. */
export function pointsAroundNearest(
  points: readonly Pick<PickupPoint, 'code' | 'latitude' | 'longitude'>[],
  radiusKm = FRAMED_RADIUS_KM,
): string[] {
  const nearest = points[0];
  if (!nearest) return [];
  return points.filter((p) => distanceKm(nearest, p) <= radiusKm).map((p) => p.code);
}

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
