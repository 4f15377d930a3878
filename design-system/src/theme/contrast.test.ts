import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { croquetterieTokens } from './themes/croquetterie.tokens.ts';
import { gamelleTokens } from './themes/gamelle.tokens.ts';
import { mistigriTokens } from './themes/mistigri.tokens.ts';
import { tones, type ThemeTokens } from './tokens.ts';

// Every pair of colours the components put together, per brand: text needs 4.5:1 (WCAG 1.4.3), borders and
// the focus ring 3:1 (1.4.11). A brand that adds a theme gets this check by adding its tokens here.
const themes: Record<string, ThemeTokens> = {
  gamelle: gamelleTokens,
  croquetterie: croquetterieTokens,
  mistigri: mistigriTokens,
};

describe.each(Object.entries(themes))('%s theme contrast', (_name, t) => {
  const { surface, text, border } = t.colour;
  const surfaces = { body: surface.body, raised: surface.raised, sunken: surface.sunken };

  it.each(Object.entries(surfaces))('standard, secondary and link text are AA on the %s surface', (_s, bg) => {
    for (const fg of [text.standard, text.secondary, text.link, text.linkHover]) {
      expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('field borders and the focus ring stand out from the surfaces (3:1)', () => {
    for (const bg of Object.values(surfaces)) {
      expect(contrastRatio(border.field, bg), `field border on ${bg}`).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(t.colour.focus, bg), `focus on ${bg}`).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(tones)('the %s tone meets AA in every pairing', (name) => {
    const tone = t.colour.tone[name];
    for (const bg of [surface.body, surface.raised, tone.background]) {
      expect(contrastRatio(tone.foreground, bg), `${name} text on ${bg}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(tone.border, bg), `${name} border on ${bg}`).toBeGreaterThanOrEqual(3);
    }
    expect(contrastRatio(text.standard, tone.background), `standard text on ${name} soft`).toBeGreaterThanOrEqual(4.5);
    for (const fill of [tone.backgroundStrong, tone.backgroundStrongHover]) {
      expect(contrastRatio(tone.foregroundOnStrong, fill), `${name} on solid ${fill}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
  it('refuses colours it cannot measure', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow(/opaque/);
  });
});
