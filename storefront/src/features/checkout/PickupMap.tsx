// The relay points on the store pages' map, for the checkout's relay tab. This whole module is loaded on demand
// (ShippingStep's React.lazy, in the browser, when the tab shows a list): it may take the store feature's map
// through its second door statically, since nothing of it is in the funnel's first load.
import type { PickupPoint } from '@gamelle/contract/checkout/schema';
import { useMemo } from 'react';
import { StoreMap } from '../store/lazy.ts';
import { pointsAroundNearest } from './pickup-map.ts';

export interface PickupMapProps {
  points: readonly PickupPoint[];
  /** The chosen point: the highlighted marker, its name shown. */
  chosen: string | null;
  /** A marker clicked (never a closed point's). */
  onChoose: (code: string) => void;
}

/** Markers for the points (a closed one grey and inert), framed around the nearest at a street's zoom. */
export default function PickupMap({ points, chosen, onChoose }: PickupMapProps) {
  const markers = useMemo(
    () =>
      points.map((p) => ({
        slug: p.code,
        name: p.name,
        city: p.city,
        latitude: p.latitude,
        longitude: p.longitude,
        disabled: !p.active,
      })),
    [points],
  );
  const framed = useMemo(() => pointsAroundNearest(points), [points]);
  return (
    <StoreMap
      stores={markers}
      highlight={chosen ?? undefined}
      onSelect={onChoose}
      framed={framed}
      closestZoom={14}
      size="fill"
    />
  );
}
