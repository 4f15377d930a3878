// The store map: Leaflet over the outlines of France, Belgium and Luxembourg that the shop serves itself
// (outlines.json, drawn from world-atlas by scripts/store-map-outlines.ts): no outside tile server. Loaded only
// in the browser (React.lazy after mount) by the store pages and, through lazy.ts, by the checkout's relay-point
// tab, so no page's first load grows.
// The map is for pointing eyes: it is hidden from assistive technology and takes no keyboard focus, and the list
// next to it gives the same stores with the same facts.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import outlines from './outlines.json';
import * as styles from './store-map.css.ts';

export interface StoreMapPoint {
  slug: string;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  /** Drawn grey and not clickable (a relay point closed for good). */
  disabled?: boolean | undefined;
}

export interface StoreMapProps {
  stores: StoreMapPoint[];
  /** The store to point out (the nearest one, or the store of a store page). */
  highlight?: string | undefined;
  /** Where distances were measured from, drawn as a small dot. */
  origin?: { latitude: number; longitude: number } | null;
  onSelect?: (slug: string) => void;
  /** The points to fit in view (default: the three nearest from a search, else every point). */
  framed?: readonly string[] | undefined;
  /** How close the fitted view may zoom (default 8: a region; relay points of one town need a street's scale). */
  closestZoom?: number | undefined;
  /** `large` on the store pages; `fill`: its container's height (the checkout's relay points, beside the list). */
  size?: keyof typeof styles.mapSizes;
}

export default function StoreMap({
  stores,
  highlight,
  origin,
  onSelect,
  framed: framedSlugs,
  closestZoom = 8,
  size = 'large',
}: StoreMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<string, { marker: L.CircleMarker; point: StoreMapPoint }>());
  // The latest handler, read at click time: a new function from the parent neither rebuilds the map nor is missed.
  const select = useRef(onSelect);
  select.current = onSelect;

  // The map and its markers, built again only when the points or the framing change.
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const map = L.map(container, {
      keyboard: false,
      zoomControl: false,
      attributionControl: true,
      zoomSnap: 0.25,
      minZoom: 4,
      maxZoom: Math.max(12, closestZoom),
    });
    container.removeAttribute('tabindex');
    map.attributionControl.setPrefix(false).addAttribution('Natural Earth');
    // The view first: Leaflet's vector layers need the map's pixel origin when they are added.
    // From a search: the searched place and the three nearest stores (the list's first three), so the map shows
    // where they lie; otherwise every store.
    const inView = framedSlugs
      ? stores.filter((s) => framedSlugs.includes(s.slug))
      : origin
        ? stores.slice(0, 3)
        : stores;
    const framed: L.LatLngExpression[] = inView.map((s) => [s.latitude, s.longitude] as L.LatLngExpression);
    if (origin) framed.push([origin.latitude, origin.longitude]);
    if (framed.length === 1) map.setView(framed[0]!, Math.max(9, closestZoom));
    else if (framed.length > 1) map.fitBounds(L.latLngBounds(framed), { padding: [32, 32], maxZoom: closestZoom });
    else map.setView([47.5, 3.5], 5);
    L.geoJSON(outlines as GeoJSON.FeatureCollection, {
      style: { color: '#7a6a58', weight: 1, fillColor: '#efe6d8', fillOpacity: 1 },
      interactive: false,
    }).addTo(map);
    const built = markers.current;
    built.clear();
    for (const store of stores) {
      const marker = L.circleMarker([store.latitude, store.longitude], {
        ...markerLook(store, false),
        color: '#ffffff',
        weight: 2,
        fillOpacity: 1,
        interactive: !store.disabled,
        className: 'store-marker',
      }).addTo(map);
      // Names the marker for the browser tests (the map itself is hidden from assistive technology).
      marker.getElement()?.setAttribute('data-point', store.slug);
      marker.bindTooltip(store.name, { direction: 'top', offset: [0, -8] });
      if (!store.disabled) marker.on('click', () => select.current?.(store.slug));
      built.set(store.slug, { marker, point: store });
    }
    if (origin) {
      L.circleMarker([origin.latitude, origin.longitude], {
        radius: 5,
        color: '#1d3557',
        fillColor: '#1d3557',
        fillOpacity: 1,
        interactive: false,
      }).addTo(map);
    }
    return () => {
      built.clear();
      map.remove();
    };
  }, [stores, origin, framedSlugs, closestZoom]);

  // The highlighted marker (the nearest store, a store page's, the chosen relay point): larger, in the accent
  // colour, its name always shown. Restyled in place, so choosing a point does not redraw the map under the pointer.
  useEffect(() => {
    for (const [slug, { marker, point }] of markers.current) {
      const on = slug === highlight;
      marker.setStyle(markerLook(point, on));
      marker.getElement()?.classList.toggle('store-marker--highlight', on);
      if (on || marker.getTooltip()?.options.permanent) {
        marker.unbindTooltip();
        marker.bindTooltip(point.name, { permanent: on, direction: 'top', offset: [0, -8] });
      }
    }
  }, [stores, origin, framedSlugs, closestZoom, highlight]);

  return <div ref={element} className={styles.mapSizes[size]} aria-hidden="true" data-testid="store-map" />;
}

function markerLook(point: StoreMapPoint, highlighted: boolean) {
  return {
    radius: highlighted ? 10 : 7,
    fillColor: highlighted ? '#b4451f' : point.disabled ? '#8c8580' : '#3f6b4f',
  };
}
