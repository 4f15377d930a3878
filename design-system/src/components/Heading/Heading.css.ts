import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';
import type { HeadingLevel } from '../../theme/tokens.ts';

const levels: HeadingLevel[] = ['1', '2', '3', '4'];

export const base = style({
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  color: vars.colour.text.standard,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const size = styleVariants(
  Object.fromEntries(levels.map((level) => [level, level])) as Record<HeadingLevel, HeadingLevel>,
  (level) => ({
    fontSize: vars.heading[level].mobile.fontSize,
    lineHeight: vars.heading[level].mobile.lineHeight,
    '@media': {
      [mediaQuery('tablet')]: {
        fontSize: vars.heading[level].tablet.fontSize,
        lineHeight: vars.heading[level].tablet.lineHeight,
      },
    },
  }),
);

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});
