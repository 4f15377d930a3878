import { style } from '@vanilla-extract/css';

const frame = {
  width: '100%',
  borderRadius: 8,
  background: '#cfe3ea',
  // Leaflet's own layers stack up to z-index 1000; keep them under the shop's header and dialogs.
  isolation: 'isolate',
  zIndex: 0,
} as const;

/** The store pages' map. */
export const map = style({ ...frame, height: 'clamp(280px, 55vh, 520px)' });

/** As tall as its container (the checkout's relay-point tab sizes it, and its placeholder, beside the list). */
export const fillingMap = style({ ...frame, height: '100%' });

export const mapSizes = { large: map, fill: fillingMap } as const;
