// The committed images are exactly what the drawing code makes of the content, and every image the content
// names exists: a renamed product or a changed drawing without `node content/scripts/draw-images.ts` fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drawingFor, drawings } from './drawings.ts';
import { escape as escapeText, productViews } from './packshots.ts';
import { categories, home, pages, products, samplePacks } from './index.ts';

const imagesDir = fileURLToPath(new URL('../images', import.meta.url));

describe('illustrations', () => {
  it('match the committed files, with no file left over', () => {
    const drawn = drawings();
    for (const [file, svg] of drawn) expect(readFileSync(join(imagesDir, file), 'utf8'), file).toBe(svg);
    expect(listFiles(imagesDir).sort()).toEqual([...drawn.keys()].sort());
  });

  it('cover every image the content names', () => {
    const named = [
      ...products.flatMap((p) => p.images.map((i) => i.file)),
      ...samplePacks.flatMap((s) => s.images.map((i) => i.file)),
      ...categories.map((c) => c.image.file),
      ...home.hero_slides.map((s) => s.image.file),
      ...home.category_pushes.map((p) => p.image.file),
      ...pages.flatMap((p) => (p.image ? [p.image.file] : [])),
    ];
    expect(named.filter((file) => drawingFor(file) === undefined)).toEqual([]);
  });

  it('are well-formed SVG that escape the names they print', () => {
    const svg = drawingFor('products/chien-sec-sensible-agneau.svg')!;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="400"/);
    expect(svg).toContain("l'agneau");
    expect(svg).not.toMatch(/<text[^>]*>[^<]*&(?!amp;|lt;|gt;|quot;)/);
  });

  it('draw each product three ways, its pack in the language of the site that shows it', () => {
    for (const p of products) {
      const views = productViews(p);
      expect(views, p.sku).toHaveLength(3);
      const [front, back, bowl] = views.map((v) => ({ fr: drawingFor(v.file.fr)!, nl: drawingFor(v.file.nl)! }));
      // The Dutch site's pack says the Dutch name, the French one the French name (the text is wrapped on the bag).
      const firstWord = (name: string) => name.split(' ')[0]!;
      expect(front!.nl, p.sku).toContain(escapeText(firstWord(p.name.nl)));
      expect(front!.fr, p.sku).toContain(escapeText(firstWord(p.name.fr)));
      expect(front!.nl).not.toBe(front!.fr);
      expect(back!.fr).toContain('Composition');
      expect(back!.nl).toContain('Samenstelling');
      expect(bowl!.fr).toBe(bowl!.nl);
      expect(new Set([front!.fr, back!.fr, bowl!.fr]).size).toBe(3);
    }
  });

  it('give each hero slide its own picture, without words (the slide says them in its language)', () => {
    const heroes = home.hero_slides.map((s) => drawingFor(s.image.file)!);
    expect(new Set(heroes).size).toBe(heroes.length);
    for (const svg of heroes) expect(svg).not.toMatch(/<text[^>]*>(?!Gamelle<)/);
    for (const c of categories) expect(drawingFor(c.image.file)).not.toContain('<text');
  });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(join(dir, entry.name))
      : [relative(imagesDir, join(dir, entry.name)).split('\\').join('/')],
  );
}
