// Draws the store map's outlines (France, Belgium, Luxembourg) from the packaged Natural Earth data of
// `world-atlas` (1:50m countries), so the map needs no outside tile server. Overseas France is left out (the
// stores are in Europe), coordinates are rounded to 0.01° (~1 km). Run after upgrading world-atlas:
//   node storefront/scripts/store-map-outlines.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
type Topology = Parameters<typeof feature>[0];
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology;
const countries = feature(
  topology,
  topology.objects.countries as Parameters<typeof feature>[1],
) as unknown as GeoJSON.FeatureCollection;
const wanted: Record<string, string> = { '250': 'FR', '056': 'BE', '442': 'LU' };
const inEurope = (ring: number[][]) => ring.every(([lon, lat]) => lon! > -6 && lon! < 10 && lat! > 41 && lat! < 52);
const round = (ring: number[][]) =>
  ring.map(([lon, lat]) => [Math.round(lon! * 100) / 100, Math.round(lat! * 100) / 100]);

const features = countries.features
  .filter((f) => wanted[String(f.id)])
  .map((f) => {
    const geometry = f.geometry as { type: 'Polygon' | 'MultiPolygon'; coordinates: number[][][] | number[][][][] };
    const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as number[][][][];
    return {
      type: 'Feature' as const,
      properties: { country: wanted[String(f.id)] },
      geometry: {
        type: 'MultiPolygon' as const,
        coordinates: polygons.filter((p) => inEurope(p[0]!)).map((p) => p.map(round)),
      },
    };
  });

const out = new URL('../src/features/store/outlines.json', import.meta.url);
writeFileSync(out, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
console.log(`${features.length} countries, ${readFileSync(out).length} bytes`);
