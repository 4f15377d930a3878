// A product's views as the shop draws them (no outside photos can be fetched): the front of its pack in each
// language (the Dutch site shows Dutch packs), the back of the pack with the composition table, and a bowl of the
// food. Pure, like drawings.ts, which lists these files with the others.
import { languageTag } from '@gamelle/contract/shared/locales';
import { filterLabels } from './collections.ts';
import type { Locale, Product } from './schema.ts';
import { catSilhouette, dogSilhouette } from './silhouettes.ts';

/** A drawn view of a product: its file in each language and its alternative text. */
export interface ProductView {
  file: Record<Locale, string>;
  alt: Record<Locale, string>;
}

/** Front, back, bowl: the gallery of the product page (the front alone on cards and listings). */
export function productViews(p: Product): ProductView[] {
  const front = p.images[0]!;
  const base = front.file.replace(/^products\//, '').replace(/\.svg$/, '');
  return [
    { file: { fr: front.file, nl: `products/nl/${base}.svg` }, alt: front.alt },
    {
      file: { fr: `products/${base}-back.svg`, nl: `products/nl/${base}-back.svg` },
      alt: {
        fr: `Dos de l'emballage : composition et constituants analytiques de ${p.name.fr}`,
        nl: `Achterkant van de verpakking: samenstelling en analytische bestanddelen van ${p.name.nl}`,
      },
    },
    {
      file: { fr: `products/${base}-bowl.svg`, nl: `products/${base}-bowl.svg` },
      alt:
        p.filters.food_type === 'dry'
          ? { fr: `Une gamelle de croquettes : ${p.name.fr}`, nl: `Een voerbak met brokken: ${p.name.nl}` }
          : { fr: `Une gamelle de pâtée : ${p.name.fr}`, nl: `Een voerbak met natvoer: ${p.name.nl}` },
    },
  ];
}

/** Every file of every product's views with its SVG. */
export function packshots(products: readonly Product[]): [string, string][] {
  return products.flatMap((p) => {
    const [front, back, bowl] = productViews(p);
    return [
      [front!.file.fr, pack(p, 'fr')],
      [front!.file.nl, pack(p, 'nl')],
      [back!.file.fr, packBack(p, 'fr')],
      [back!.file.nl, packBack(p, 'nl')],
      [bowl!.file.fr, served(p)],
    ] satisfies [string, string][];
  });
}

/** Brand palette: dog foods in a deep blue, cat foods in plum; each life stage its band, each need its seal. */
const palette = {
  dog: { body: '#1d4e89', shade: '#163d6b', text: '#ffffff' },
  cat: { body: '#7a2e63', shade: '#5e2249', text: '#ffffff' },
  band: { puppy: '#f2b134', kitten: '#f2b134', adult: '#f4efe6', senior: '#9fc9a8', all: '#f4efe6' },
  seal: {
    sterilised: '#6bb3a8',
    sensitive: '#e9a0a0',
    weight_control: '#c8d66b',
    skin_coat: '#f0c36b',
    urinary: '#8fb8e8',
    hairball: '#d7b98e',
    indoor: '#b9a3d9',
    active: '#e87d4f',
    grain_free: '#e3c15a',
    none: '#f4efe6',
  },
  cream: '#f4efe6',
  ink: '#1f1a17',
} as const;

const words = {
  madeIn: { fr: 'Fabriqué en France', nl: 'Gemaakt in Frankrijk' },
  composition: { fr: 'Composition', nl: 'Samenstelling' },
  constituents: { fr: 'Constituants analytiques', nl: 'Analytische bestanddelen' },
  protein: { fr: 'Protéines', nl: 'Eiwitten' },
  fat: { fr: 'Matières grasses', nl: 'Vetgehalte' },
  fibre: { fr: 'Cellulose brute', nl: 'Ruwe celstof' },
  ash: { fr: 'Cendres brutes', nl: 'Ruwe as' },
  moisture: { fr: 'Humidité', nl: 'Vocht' },
  energy: { fr: 'Énergie', nl: 'Energie' },
} as const;

/** The range's seal: the first need, else grain-free, else none (its colour and its word in the pack's language). */
function seal(p: Product, locale: Locale): { colour: string; word: string } | null {
  const need = p.filters.needs[0];
  if (need) return { colour: palette.seal[need], word: filterLabels.needs.values[need]![locale] };
  if (p.filters.grain_free) return { colour: palette.seal.grain_free, word: filterLabels.grain_free.label[locale] };
  return null;
}

function pack(p: Product, locale: Locale): string {
  const colours = palette[p.filters.animal];
  const band = palette.band[p.filters.life_stage];
  const stage = filterLabels.life_stage.values[p.filters.life_stage]?.[locale] ?? '';
  const mark = seal(p, locale);
  // The need's seal, a pill under the name (its colour tells the range apart on the shelf, its word in the pack's
  // language).
  const sealSvg = mark
    ? `<rect x="${200 - pillWidth(mark.word) / 2}" y="222" width="${pillWidth(mark.word)}" height="24" rx="12" fill="${mark.colour}"/>
  <text x="200" y="239" text-anchor="middle" font-family="Verdana, sans-serif" font-size="12" font-weight="bold" fill="${palette.ink}">${escape(mark.word)}</text>`
    : '';
  const formats = escape(p.variants.map((v) => weightLabel(v.weight_grams)).join(' · '));
  if (p.filters.food_type === 'dry') {
    return svg(
      400,
      400,
      `<rect width="400" height="400" fill="${palette.cream}"/>
  <path d="M110 60 L290 60 L310 350 Q200 372 90 350 Z" fill="${colours.body}"/>
  <path d="M110 60 L290 60 L292 86 L108 86 Z" fill="${colours.shade}"/>
  <rect x="98" y="252" width="204" height="34" fill="${band}"/>
  <text x="200" y="118" text-anchor="middle" font-family="Georgia, serif" font-size="30" fill="${colours.text}">Gamelle</text>
  ${nameLines(p.name[locale])}
  <text x="200" y="274" text-anchor="middle" font-family="Verdana, sans-serif" font-size="14" fill="${palette.ink}">${formats}</text>
  <g transform="translate(185 300) scale(0.26)">${p.filters.animal === 'dog' ? dogSilhouette(colours.text) : catSilhouette(colours.text)}</g>
  ${sealSvg}`,
    );
  }
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${palette.cream}"/>
  <ellipse cx="200" cy="330" rx="130" ry="28" fill="${colours.shade}"/>
  <rect x="70" y="110" width="260" height="220" fill="${colours.body}"/>
  <ellipse cx="200" cy="110" rx="130" ry="28" fill="#c9c4bb"/>
  <ellipse cx="200" cy="110" rx="112" ry="20" fill="#e3ded5"/>
  <rect x="70" y="270" width="260" height="30" fill="${band}"/>
  <text x="200" y="291" text-anchor="middle" font-family="Verdana, sans-serif" font-size="15" fill="${palette.ink}">${escape(stage)} · ${unitGrams(p)} g</text>
  <text x="200" y="170" text-anchor="middle" font-family="Georgia, serif" font-size="28" fill="${colours.text}">Gamelle</text>
  ${textLines(wrap(p.name[locale], 20).slice(0, 3), 200, 200, 17, colours.text)}
  ${mark ? sealSvg.replaceAll('y="222"', 'y="304"').replaceAll('y="239"', 'y="321"') : ''}`,
  );
}

/** The back of the pack: the composition and the analytical constituents, as printed on a real bag. */
function packBack(p: Product, locale: Locale): string {
  const colours = palette[p.filters.animal];
  const n = (value: number) => value.toLocaleString(languageTag(locale));
  const rows = (['protein', 'fat', 'fibre', 'ash', 'moisture'] as const).map(
    (key, i) =>
      `<text x="112" y="${230 + i * 20}" font-family="Verdana, sans-serif" font-size="12" fill="${palette.ink}">${escape(words[key][locale])}</text>
  <text x="288" y="${230 + i * 20}" text-anchor="end" font-family="Verdana, sans-serif" font-size="12" fill="${palette.ink}">${n(p.analytical_constituents[key])} %</text>`,
  );
  const composition = wrap(p.composition[locale], 34).slice(0, 5);
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${palette.cream}"/>
  <path d="M110 60 L290 60 L310 350 Q200 372 90 350 Z" fill="${colours.body}"/>
  <path d="M110 60 L290 60 L292 86 L108 86 Z" fill="${colours.shade}"/>
  <rect x="102" y="94" width="196" height="240" rx="6" fill="#ffffff"/>
  <text x="112" y="114" font-family="Verdana, sans-serif" font-size="13" font-weight="bold" fill="${palette.ink}">${escape(words.composition[locale])}</text>
  ${composition
    .map(
      (line, i) =>
        `<text x="112" y="${132 + i * 14}" font-family="Verdana, sans-serif" font-size="10" fill="${palette.ink}">${escape(i === 4 ? `${line} …` : line)}</text>`,
    )
    .join('\n  ')}
  <text x="112" y="210" font-family="Verdana, sans-serif" font-size="12" font-weight="bold" fill="${palette.ink}">${escape(words.constituents[locale])}</text>
  ${rows.join('\n  ')}
  <text x="112" y="330" font-family="Verdana, sans-serif" font-size="12" fill="${palette.ink}">${escape(words.energy[locale])} ${n(p.metabolizable_energy_kcal_per_kg)} kcal/kg</text>
  <text x="200" y="352" text-anchor="middle" font-family="Verdana, sans-serif" font-size="12" fill="${colours.text}">${escape(words.madeIn[locale])}</text>`,
  );
}

/** A bowl of the food: kibble heaped for dry food, chunks in jelly for wet food. No words: one file for both sites. */
function served(p: Product): string {
  const colours = palette[p.filters.animal];
  const dry = p.filters.food_type === 'dry';
  const kibble = dry
    ? Array.from({ length: 26 }, (_, i) => {
        const x = 110 + ((i * 37) % 180);
        const y = 190 - (i % 4) * 11 - Math.round(Math.sin(i) * 6);
        return `<ellipse cx="${x}" cy="${y}" rx="15" ry="11" fill="${i % 3 ? '#a0672c' : '#b47a3a'}"/>`;
      })
    : [
        `<ellipse cx="200" cy="200" rx="110" ry="26" fill="#8a4b2a"/>`,
        ...Array.from({ length: 9 }, (_, i) => {
          const x = 120 + i * 20;
          return `<rect x="${x}" y="${178 + (i % 3) * 6}" width="22" height="16" rx="5" fill="${i % 2 ? '#b0643a' : '#c97c4c'}"/>`;
        }),
      ];
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${palette.cream}"/>
  <rect y="300" width="400" height="100" fill="#e6dccb"/>
  <ellipse cx="200" cy="322" rx="150" ry="18" fill="#d2c6b2"/>
  ${kibble.join('\n  ')}
  <path d="M72 200 L328 200 L300 318 L100 318 Z" fill="${colours.body}"/>
  <ellipse cx="200" cy="200" rx="128" ry="14" fill="${colours.shade}" opacity="0.35"/>
  <text x="200" y="270" text-anchor="middle" font-family="Georgia, serif" font-size="30" fill="${colours.text}">Gamelle</text>`,
  );
}

/** The name on the bag, whole: the longer ones in a smaller type so they keep to four lines above the seal. */
function nameLines(name: string): string {
  const long = wrap(name, 17).length > 4;
  return textLines(wrap(name, long ? 22 : 17), 200, 146, long ? 13 : 16, '#ffffff');
}

/** A pill wide enough for its word at 12 px bold Verdana (about 8.5 px a character). */
function pillWidth(word: string): number {
  return Math.round(word.length * 8.5 + 24);
}

function weightLabel(grams: number): string {
  return grams >= 1000 ? `${(grams / 1000).toLocaleString('fr-FR')} kg` : `${grams} g`;
}

/** Weight of one can, pouch or tray of the pack. */
function unitGrams(p: Product): number {
  const first = p.variants[0]!;
  return first.weight_grams / first.units;
}

export function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  ${body}
</svg>
`;
}

export function textLines(lines: string[], x: number, y: number, size: number, fill: string): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * size * 1.25}" text-anchor="middle" font-family="Verdana, sans-serif" font-size="${size}" font-weight="bold" fill="${fill}">${escape(line)}</text>`,
    )
    .join('\n  ');
}

/** Greedy word wrap at `width` characters (SVG text does not wrap by itself). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
