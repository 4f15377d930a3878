import './reset.css.ts';
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQuery } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';
import { tones } from '../theme/tokens.ts';

/** Layout that changes with the viewport: every value accepts `{ mobile, tablet, desktop, wide }` or an array. */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQuery('tablet') },
    desktop: { '@media': mediaQuery('desktop') },
    wide: { '@media': mediaQuery('wide') },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    width: { full: '100%', auto: 'auto', touchable: vars.touchTarget },
    maxWidth: { ...vars.contentWidth, full: '100%' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const toneBackgrounds = Object.fromEntries(
  tones.flatMap((tone) => [
    [tone, vars.colour.tone[tone].backgroundStrong],
    [`${tone}Soft`, vars.colour.tone[tone].background],
  ]),
) as Record<`${(typeof tones)[number]}` | `${(typeof tones)[number]}Soft`, string>;

const toneForegrounds = Object.fromEntries(tones.map((tone) => [tone, vars.colour.tone[tone].foreground])) as Record<
  (typeof tones)[number],
  string
>;

/**
 * Colours react to pointer/keyboard state and to the colour mode (`data-colour-mode="dark"` on an ancestor,
 * set by ThemeProvider): `background={{ lightMode: 'surface', darkMode: 'neutral', hover: 'sunken' }}`.
 */
const colourProperties = defineProperties({
  conditions: {
    lightMode: {},
    darkMode: { selector: '[data-colour-mode="dark"] &' },
    hover: { selector: '&:hover:not([data-disabled])' },
    focusVisible: { selector: '&:focus-visible' },
    active: { selector: '&:active:not([data-disabled])' },
  },
  defaultCondition: 'lightMode',
  properties: {
    background: {
      body: vars.colour.surface.body,
      surface: vars.colour.surface.raised,
      sunken: vars.colour.surface.sunken,
      transparent: 'transparent',
      ...toneBackgrounds,
    },
    color: {
      standard: vars.colour.text.standard,
      secondary: vars.colour.text.secondary,
      inverted: vars.colour.text.inverted,
      link: vars.colour.text.link,
      ...toneForegrounds,
    },
    borderColor: {
      standard: vars.colour.border.standard,
      field: vars.colour.border.field,
      subtle: vars.colour.border.subtle,
      focus: vars.colour.focus,
      transparent: 'transparent',
    },
    boxShadow: vars.elevation,
  },
});

/** Everything else that never changes with viewport or state. */
const staticProperties = defineProperties({
  properties: {
    position: ['relative', 'absolute', 'fixed', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
    borderRadius: vars.radius,
    borderWidth: { none: '0', standard: '1px', thick: '2px' },
    borderStyle: ['solid', 'dashed', 'none'],
    cursor: ['default', 'pointer', 'not-allowed'],
    pointerEvents: ['none', 'auto'],
    minHeight: { touchable: vars.touchTarget },
    minWidth: { touchable: vars.touchTarget, 0: '0' },
    fontWeight: vars.font.weight,
    fontFamily: vars.font.family,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colourProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
