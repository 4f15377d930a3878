// The product gallery: the picture shown with its zoom button, the thumbnails, the zoom dialog's picture.
import { focusRing, vars } from '@gamelle/design-system';
import { style } from '@vanilla-extract/css';

export const gallery = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });
export const stage = style([
  focusRing,
  {
    position: 'relative',
    borderRadius: vars.radius.large,
    overflow: 'hidden',
    // A horizontal swipe is the gallery's; vertical moves still scroll the page.
    touchAction: 'pan-y',
  },
]);
export const zoom = style([
  focusRing,
  {
    position: 'absolute',
    right: vars.space.small,
    bottom: vars.space.small,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minHeight: vars.touchTarget,
    padding: `0 ${vars.space.small}`,
    border: `1px solid ${vars.colour.border.standard}`,
    borderRadius: vars.radius.full,
    background: vars.colour.surface.raised,
    color: vars.colour.text.standard,
    font: 'inherit',
    cursor: 'zoom-in',
  },
]);
export const thumbs = style({ display: 'flex', gap: vars.space.xsmall, listStyle: 'none', padding: 0, margin: 0 });
export const thumb = style([
  focusRing,
  {
    display: 'block',
    width: 72,
    padding: 2,
    border: `2px solid transparent`,
    borderRadius: vars.radius.standard,
    background: vars.colour.surface.raised,
    cursor: 'pointer',
    selectors: { '&[aria-current="true"]': { borderColor: vars.colour.text.standard } },
  },
]);
export const zoomed = style({ width: '100%', maxWidth: 800, margin: '0 auto' });
