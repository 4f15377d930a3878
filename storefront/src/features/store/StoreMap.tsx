// The store map: Leaflet over the outlines of France, Belgium and Luxembourg that the shop serves itself
// (outlines.json, drawn from world-atlas by scripts/store-map-outlines.ts): no outside tile server. Loaded only
// by the store pages, and only in the browser (React.lazy after mount), so no other page's first load grows.
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
}

export interface StoreMapProps {
  stores: StoreMapPoint[];
  /** The store to point out (the nearest one, or the store of a store page). */
  highlight?: string | undefined;
  /** Where distances were measured from, drawn as a small dot. */
  origin?: { latitude: number; longitude: number } | null;
  onSelect?: (slug: string) => void;
}

export default function StoreMap({ stores, highlight, origin, onSelect }: StoreMapProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const map = L.map(container, {
      keyboard: false,
      zoomControl: false,
      attributionControl: true,
      zoomSnap: 0.25,
      minZoom: 4,
      maxZoom: 12,
    });
    container.removeAttribute('tabindex');
    map.attributionControl.setPrefix(false).addAttribution('Natural Earth');
    // The view first: Leaflet's vector layers need the map's pixel origin when they are added.
    // From a search: the searched place and the three nearest stores (the list's first three), so the map shows
    // where they lie; otherwise every store.
    const framed: L.LatLngExpression[] = (origin ? stores.slice(0, 3) : stores).map(
      (s) => [s.latitude, s.longitude] as L.LatLngExpression,
    );
    if (origin) framed.push([origin.latitude, origin.longitude]);
    if (framed.length === 1) map.setView(framed[0]!, 9);
    else if (framed.length > 1) map.fitBounds(L.latLngBounds(framed), { padding: [32, 32], maxZoom: 8 });
    else map.setView([47.5, 3.5], 5);
    L.geoJSON(outlines as GeoJSON.FeatureCollection, {
      style: { color: '#7a6a58', weight: 1, fillColor: '#efe6d8', fillOpacity: 1 },
      interactive: false,
    }).addTo(map);
    for (const store of stores) {
      const nearest = store.slug === highlight;
      const marker = L.circleMarker([store.latitude, store.longitude], {
        radius: nearest ? 10 : 7,
        color: '#ffffff',
        weight: 2,
        fillColor: nearest ? '#b4451f' : '#3f6b4f',
        fillOpacity: 1,
        className: nearest ? 'store-marker store-marker--highlight' : 'store-marker',
      }).addTo(map);
      marker.bindTooltip(store.name, { permanent: nearest, direction: 'top', offset: [0, -8] });
      if (onSelect) marker.on('click', () => onSelect(store.slug));
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
      map.remove();
    };
  }, [stores, highlight, origin, onSelect]);
  return <div ref={element} className={styles.map} aria-hidden="true" data-testid="store-map" />;
}
