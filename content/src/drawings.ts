// The shop's illustrations as SVG text, drawn from the content itself: a bag or a can per product in the brand's
// colours with its name, sample sachets, and dog/cat silhouettes for categories, home and landing pages. Pure
// (no file access), so the mocks can serve them in the browser; scripts/draw-images.ts writes them to images/.
import { categories, home, pages, products, samplePacks } from './collections.ts';
import type { Animal, Product } from './schema.ts';
import { catSilhouette, dogSilhouette, kibbleBowl } from './silhouettes.ts';

/** Brand palette: dog foods in a deep blue, cat foods in plum; growth and senior recipes get their own band. */
const palette = {
  dog: { body: '#1d4e89', shade: '#163d6b', text: '#ffffff' },
  cat: { body: '#7a2e63', shade: '#5e2249', text: '#ffffff' },
  band: { puppy: '#f2b134', kitten: '#f2b134', adult: '#f4efe6', senior: '#9fc9a8' },
  cream: '#f4efe6',
  ink: '#1f1a17',
} as const;

/** Every illustration of the content, by its file under content/images (e.g. `products/chat-sec-senior.svg`). */
export function drawings(): Map<string, string> {
  const all = new Map<string, string>();
  for (const p of products) all.set(p.images[0]!.file, p.filters.food_type === 'dry' ? bag(p) : can(p));
  for (const s of samplePacks) all.set(s.images[0]!.file, sachets(s.name.fr, s.animal));
  for (const c of categories) all.set(c.image.file, scene(c.name.fr, c.filter.animal ?? 'both', c.filter.life_stage));
  for (const slide of home.hero_slides) all.set(slide.image.file, scene(slide.title.fr, 'both'));
  for (const page of pages) if (page.image) all.set(page.image.file, scene(page.title.fr, 'both'));
  return all;
}

let cache: Map<string, string> | undefined;

/** The SVG of one file, or undefined when no content uses that file. */
export function drawingFor(file: string): string | undefined {
  cache ??= drawings();
  return cache.get(file);
}

function bag(p: Product): string {
  const colours = palette[p.filters.animal];
  const band = palette.band[p.filters.life_stage];
  const lines = wrap(p.name.fr, 15);
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${palette.cream}"/>
  <path d="M110 60 L290 60 L310 350 Q200 372 90 350 Z" fill="${colours.body}"/>
  <path d="M110 60 L290 60 L292 86 L108 86 Z" fill="${colours.shade}"/>
  <rect x="98" y="252" width="204" height="34" fill="${band}"/>
  <text x="200" y="118" text-anchor="middle" font-family="Georgia, serif" font-size="30" fill="${colours.text}">Gamelle</text>
  ${textLines(lines, 200, 148, 17, colours.text)}
  <text x="200" y="274" text-anchor="middle" font-family="Verdana, sans-serif" font-size="14" fill="${palette.ink}">${escape(
    p.variants.map((v) => v.name.fr.replace(/^Sac de /, '').replace(/^Sachet de /, '')).join(' · '),
  )}</text>
  <g transform="translate(185 300) scale(0.26)">${p.filters.animal === 'dog' ? dogSilhouette(colours.text) : catSilhouette(colours.text)}</g>`,
  );
}

function can(p: Product): string {
  const colours = palette[p.filters.animal];
  const band = palette.band[p.filters.life_stage];
  const lines = wrap(p.name.fr, 18);
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${palette.cream}"/>
  <ellipse cx="200" cy="330" rx="130" ry="28" fill="${colours.shade}"/>
  <rect x="70" y="110" width="260" height="220" fill="${colours.body}"/>
  <ellipse cx="200" cy="110" rx="130" ry="28" fill="#c9c4bb"/>
  <ellipse cx="200" cy="110" rx="112" ry="20" fill="#e3ded5"/>
  <rect x="70" y="270" width="260" height="30" fill="${band}"/>
  <text x="200" y="291" text-anchor="middle" font-family="Verdana, sans-serif" font-size="15" fill="${palette.ink}">${unitGrams(p)} g</text>
  <text x="200" y="170" text-anchor="middle" font-family="Georgia, serif" font-size="28" fill="${colours.text}">Gamelle</text>
  ${textLines(lines, 200, 205, 19, colours.text)}`,
  );
}

/** Weight of one can, pouch or tray of the pack. */
function unitGrams(p: Product): number {
  const first = p.variants[0]!;
  return first.weight_grams / first.units;
}

function sachets(name: string, animal: Animal): string {
  const colours = palette[animal];
  const one = (x: number, rotate: number) =>
    `<g transform="translate(${x} 90) rotate(${rotate} 60 110)"><rect width="120" height="210" rx="10" fill="${colours.body}"/>
    <rect y="0" width="120" height="24" rx="6" fill="${colours.shade}"/>
    <text x="60" y="80" text-anchor="middle" font-family="Georgia, serif" font-size="20" fill="${colours.text}">Gamelle</text></g>`;
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${palette.cream}"/>${one(50, -8)}${one(140, 0)}${one(230, 8)}
  ${textLines(wrap(name, 26), 200, 350, 20, palette.ink)}`,
  );
}

function scene(title: string, animal: Animal | 'both', stage?: string): string {
  const young = stage === 'puppy' || stage === 'kitten';
  const scale = young ? 0.75 : 1;
  const figures =
    animal === 'both'
      ? `<g transform="translate(90 120)">${dogSilhouette(palette.dog.body)}</g><g transform="translate(330 150)">${catSilhouette(palette.cat.body)}</g>`
      : `<g transform="translate(${animal === 'dog' ? 200 : 240} ${young ? 170 : 120}) scale(${scale})">${
          animal === 'dog' ? dogSilhouette(palette.dog.body) : catSilhouette(palette.cat.body)
        }</g>`;
  return svg(
    600,
    400,
    `<rect width="600" height="400" fill="${palette.cream}"/>
  <rect y="330" width="600" height="70" fill="#e6dccb"/>
  ${figures}
  <g transform="translate(${animal === 'both' ? 250 : 90} 300)">${kibbleBowl(animal === 'cat' ? palette.cat.body : palette.dog.body)}</g>
  ${textLines(wrap(title, 40), 300, 60, 26, palette.ink)}`,
  );
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  ${body}
</svg>
`;
}

function textLines(lines: string[], x: number, y: number, size: number, fill: string): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.25}" text-anchor="middle" font-family="Verdana, sans-serif" font-size="${size}" font-weight="bold" fill="${fill}">${escape(line)}</text>`,
    )
    .join('\n  ');
}

/** Greedy word wrap at `width` characters (SVG text does not wrap by itself). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
