// The relay-point tab with its map: on a phone the map (short) above the list, from a tablet beside it, where it
// stays in sight while the list scrolls. Its frame sizes the map and the placeholder shown until it loads.
import { mediaQuery, vars } from '@gamelle/design-system';
import { style } from '@vanilla-extract/css';

const tablet = mediaQuery('tablet');

export const listAndMap = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const mapColumn = style({
  order: -1,
  '@media': { [tablet]: { order: 0, position: 'sticky', top: vars.space.large } },
});

export const mapFrame = style({
  height: 'clamp(220px, 38vh, 320px)',
  '@media': { [tablet]: { height: 'clamp(320px, 60vh, 480px)' } },
});

export const mapPlaceholder = style({ height: '100%', borderRadius: 8 });
