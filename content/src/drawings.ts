// The shop's illustrations as SVG text, drawn from the content itself: each product's views (packshots.ts: the
// pack's front in French and in Dutch, its back, a bowl of it), sample sachets, and dog/cat scenes for categories,
// home and landing pages. Scenes carry no words (the page says them, in its language). Pure
// (no file access), so the mocks can serve them in the browser; scripts/draw-images.ts writes them to images/.
import { categories, home, pages, products, samplePacks } from './collections.ts';
import { packshots, svg, textLines, wrap } from './packshots.ts';
import type { Animal } from './schema.ts';
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
  for (const [file, drawing] of packshots(products)) all.set(file, drawing);
  for (const s of samplePacks) all.set(s.images[0]!.file, sachets(s.name.fr, s.animal));
  for (const c of categories) all.set(c.image.file, scene(c.filter.animal ?? 'both', c.filter.life_stage));
  for (const slide of home.hero_slides) all.set(slide.image.file, heroes[slide.id]?.() ?? scene('both'));
  for (const page of pages) if (page.image) all.set(page.image.file, scene('both'));
  return all;
}

let cache: Map<string, string> | undefined;

/** The SVG of one file, or undefined when no content uses that file. */
export function drawingFor(file: string): string | undefined {
  cache ??= drawings();
  return cache.get(file);
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

function scene(animal: Animal | 'both', stage?: string): string {
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
  <g transform="translate(${animal === 'both' ? 250 : 90} 300)">${kibbleBowl(animal === 'cat' ? palette.cat.body : palette.dog.body)}</g>`,
  );
}

/**
 * Each hero slide its own art, drawn to match its alternative text: the subscription's bag delivered at the door,
 * the guide's dog and cat side by side, the puppy in front of its bowl.
 */
const heroes: Record<string, () => string> = {
  abonnement: () =>
    svg(
      600,
      400,
      `<rect width="600" height="400" fill="${palette.cream}"/>
  <rect y="330" width="600" height="70" fill="#e6dccb"/>
  <rect x="360" y="60" width="170" height="270" rx="6" fill="#8a5a3b"/>
  <rect x="378" y="80" width="134" height="110" rx="4" fill="#9c6a48"/>
  <circle cx="500" cy="210" r="7" fill="#f2b134"/>
  <rect x="150" y="250" width="180" height="90" fill="#c9a46b"/>
  <path d="M150 250 L240 220 L330 250 Z" fill="#b08c56"/>
  <rect x="230" y="250" width="20" height="90" fill="#e6d2a8"/>
  <path d="M70 110 L180 110 L196 340 Q125 356 54 340 Z" fill="${palette.dog.body}"/>
  <path d="M70 110 L180 110 L182 130 L68 130 Z" fill="${palette.dog.shade}"/>
  <text x="125" y="170" text-anchor="middle" font-family="Georgia, serif" font-size="24" fill="#ffffff">Gamelle</text>
  <g transform="translate(118 260) scale(0.3)">${dogSilhouette('#ffffff')}</g>`,
    ),
  guide: () => scene('both'),
  chiot: () =>
    svg(
      600,
      400,
      `<rect width="600" height="400" fill="${palette.cream}"/>
  <rect y="330" width="600" height="70" fill="#e6dccb"/>
  <g transform="translate(260 170) scale(0.8)">${dogSilhouette(palette.dog.body)}</g>
  <g transform="translate(380 318) scale(1.1)">${kibbleBowl(palette.dog.shade)}</g>`,
    ),
};
