// Page layout of the account screens (true page-level layout only; every control is a design-system component).
import { vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 1024px)';

/** Login, forgot password, welcome: one narrow column. */
export const narrow = style({ maxWidth: '28rem', marginInline: 'auto', paddingBlock: vars.space.large });

/** Google's sign-in button (rendered by its script): centred, its height kept while it loads (no jump). */
export const googleButton = style({ display: 'flex', justifyContent: 'center', minHeight: '44px' });

// reCAPTCHA's floating badge would cover the page's corner: hidden, with the text Google asks for instead
// (RecaptchaNotice on the login screens, the only ones that load the script).
globalStyle('.grecaptcha-badge', { visibility: 'hidden' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** Account area: the menu beside the page on desktop, above it on a phone. */
export const area = style({
  display: 'grid',
  gap: vars.space.large,
  paddingBlock: vars.space.large,
  '@media': { [desktop]: { gridTemplateColumns: '16rem 1fr', alignItems: 'start' } },
});

export const menu = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xsmall });

export const card = style({
  padding: vars.space.medium,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const address = style({ fontStyle: 'normal', lineHeight: 1.5 });
