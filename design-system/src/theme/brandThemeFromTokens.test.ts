import { describe, expect, it } from 'vitest';
import { brandThemeFromTokens } from './brandThemeFromTokens.ts';
import { vars } from './contract.css.ts';
import { mistigriTokens } from './themes/mistigri.tokens.ts';

describe('brandThemeFromTokens', () => {
  const theme = brandThemeFromTokens(mistigriTokens, { name: 'mistigri', label: 'Mistigri' });

  it('sets every variable of the theme contract on the brand class', () => {
    expect(theme.className).toBe('gamelle-brand-mistigri');
    const variable = vars.colour.tone.brand.backgroundStrong.replace(/^var\((--[^)]+)\)$/, '$1');
    expect(theme.css).toContain(`.gamelle-brand-mistigri{`);
    expect(theme.css).toContain(`${variable}:#6a2c91`);
    const declared = theme.css!.split('@media')[0]!.match(/--[^:]+:/g) ?? [];
    expect(declared).toHaveLength(countLeaves(vars));
  });

  it('stills motion under reduced motion', () => {
    expect(theme.css).toMatch(/@media \(prefers-reduced-motion: reduce\)\{\.gamelle-brand-mistigri\{[^}]*:0ms/);
  });

  it('refuses a name that is not a CSS identifier and a value that could break out of the rule', () => {
    expect(() => brandThemeFromTokens(mistigriTokens, { name: 'Mis tigri', label: 'x' })).toThrow(RangeError);
    const unsafe = { ...mistigriTokens, colour: { ...mistigriTokens.colour, focus: 'red}body{display:none' } };
    expect(() => brandThemeFromTokens(unsafe, { name: 'bad', label: 'Bad' })).toThrow(/Unsafe token value/);
  });
});

function countLeaves(value: unknown): number {
  return typeof value === 'string' ? 1 : Object.values(value as object).reduce((n, v) => n + countLeaves(v), 0);
}
