import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Links are underlined: colour alone must not be what tells a link from text (WCAG 1.4.1).
export const link = style({
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

export const tone = styleVariants({
  link: { color: vars.colour.text.link, selectors: { '&:hover': { color: vars.colour.text.linkHover } } },
  neutral: { color: 'inherit' },
});

export const weight = styleVariants({
  regular: {},
  strong: { fontWeight: vars.font.weight.strong },
});

/** A refused URL renders its text only: no link styling that would promise a link. */
export const refused = style({ color: 'inherit' });

/** Sized to the link's text (beats the Icon's own size, hence the parent in the selector). */
export const externalIcon = style({
  selectors: {
    'a > &': {
      display: 'inline-block',
      marginInlineStart: '0.15em',
      width: '0.9em',
      height: '0.9em',
      verticalAlign: 'baseline',
    },
  },
});
