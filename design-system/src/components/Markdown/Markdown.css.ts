import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Typography for HTML we do not control element by element: styled through the container. */
export const prose = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
  color: vars.colour.text.standard,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} :is(p, ul, ol, blockquote, pre, table)`, { margin: `0 0 ${vars.space.small}` });
globalStyle(`${prose} :is(h1, h2, h3, h4, h5, h6)`, {
  margin: `${vars.space.large} 0 ${vars.space.xsmall}`,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  lineHeight: 1.25,
});
globalStyle(`${prose} h1`, { fontSize: vars.heading[1].mobile.fontSize });
globalStyle(`${prose} h2`, { fontSize: vars.heading[2].mobile.fontSize });
globalStyle(`${prose} h3`, { fontSize: vars.heading[3].mobile.fontSize });
globalStyle(`${prose} :is(h4, h5, h6)`, { fontSize: vars.heading[4].mobile.fontSize });
globalStyle(`${prose} :is(ul, ol)`, { paddingLeft: vars.space.large });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xxsmall });
globalStyle(`${prose} a`, { color: vars.colour.text.link, textDecoration: 'underline' });
globalStyle(`${prose} a:hover`, { color: vars.colour.text.linkHover });
globalStyle(`${prose} a:focus-visible`, {
  outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
  outlineOffset: vars.focusRing.offset,
  borderRadius: vars.radius.small,
});
globalStyle(`${prose} blockquote`, {
  paddingLeft: vars.space.medium,
  borderLeft: `4px solid ${vars.colour.border.standard}`,
  color: vars.colour.text.secondary,
});
globalStyle(`${prose} :is(code, pre)`, { fontFamily: vars.font.family.mono, fontSize: '0.9em' });
globalStyle(`${prose} pre`, {
  padding: vars.space.small,
  overflowX: 'auto',
  background: vars.colour.surface.sunken,
  borderRadius: vars.radius.standard,
});
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${prose} hr`, { border: 'none', borderTop: `1px solid ${vars.colour.border.subtle}` });
globalStyle(`${prose} table`, { borderCollapse: 'collapse' });
globalStyle(`${prose} :is(th, td)`, {
  padding: vars.space.xsmall,
  border: `1px solid ${vars.colour.border.subtle}`,
  textAlign: 'left',
});
