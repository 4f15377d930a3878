import { style } from '@vanilla-extract/css';

export const map = style({
  height: 'clamp(280px, 55vh, 520px)',
  width: '100%',
  borderRadius: 8,
  background: '#cfe3ea',
  // Leaflet's own layers stack up to z-index 1000; keep them under the shop's header and dialogs.
  isolation: 'isolate',
  zIndex: 0,
});
