// Writes the demo shop's verified reviews, one file per language: data/reviews/fr.json (what French-speaking
// customers wrote) and data/reviews/nl.json (what Dutch-speaking customers wrote, in Dutch). Seeded by sku and
// language, so a run rewrites the same bytes: `node content/scripts/generate-reviews.ts`; a test checks the
// committed files are up to date. Each product gets 25 to 40 reviews in French and 25 to 32 in Dutch (never more
// than its `reviews_summary.count`), dated between its launch and REVIEWS_BEFORE, rated so that their mean is its
// `reviews_summary.average` (±0.05), newest first. Texts are assembled from sentences written for each rating,
// animal, food type, life stage and need, so they read like what a customer of that product would say.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'data');
/** Every review is older than this day (the API and e2e suites pin the shop clock to 2026-12-01). */
export const REVIEWS_BEFORE = '2026-11-21';
const OLDEST = '2024-03-01';

type Locale = 'fr' | 'nl';
interface RawProduct {
  sku: string;
  first_sell_at: string;
  filters: { animal: 'dog' | 'cat'; food_type: 'dry' | 'wet'; life_stage: string; needs: string[]; breed_size: string };
  reviews_summary: { count: number; average: number };
}
export interface GeneratedReview {
  author: string;
  date: string;
  rating: number;
  verified: boolean;
  text: string;
}

/** mulberry32 seeded with a string's FNV-1a hash: the same sku and language always draw the same numbers. */
function random(seed: string): () => number {
  let h = 0x811c9dc5;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NBSP = '\u00a0';

const firstNames: Record<Locale, string[]> = {
  fr: [
    'Claire',
    'Sophie',
    'Julien',
    'Nathalie',
    'Thomas',
    'Camille',
    'Isabelle',
    'Nicolas',
    'Émilie',
    'Laurent',
    'Sandrine',
    'Mathieu',
    'Aurélie',
    'Pierre',
    'Céline',
    'Stéphane',
    'Manon',
    'Christophe',
    'Élodie',
    'Hugo',
    'Valérie',
    'Antoine',
    'Pauline',
    'Jérôme',
    'Marion',
    'Sébastien',
    'Chloé',
    'Olivier',
    'Léa',
    'François',
    'Audrey',
    'Vincent',
    'Margaux',
    'Benoît',
    'Inès',
    'Guillaume',
    'Anne',
    'Maxime',
    'Hélène',
    'Bastien',
    'Sarah',
    'Fabrice',
    'Justine',
    'Yannick',
    'Lucie',
    'Damien',
    'Agnès',
    'Romain',
    'Martine',
    'Gaëlle',
    'Patrick',
    'Delphine',
    'Arnaud',
    'Coralie',
    'Thierry',
    'Morgane',
    'Cédric',
    'Noémie',
    'Franck',
    'Solène',
  ],
  nl: [
    'Sofie',
    'Pieter',
    'Els',
    'Jeroen',
    'An',
    'Wout',
    'Lotte',
    'Koen',
    'Annelies',
    'Bart',
    'Katrien',
    'Tom',
    'Elke',
    'Joris',
    'Nele',
    'Stijn',
    'Liesbeth',
    'Dries',
    'Inge',
    'Thomas',
    'Sarah',
    'Wim',
    'Griet',
    'Maarten',
    'Evelien',
    'Jan',
    'Hanne',
    'Bram',
    'Veerle',
    'Kristof',
    'Marleen',
    'Jens',
    'Ilse',
    'Pieterjan',
    'Tine',
    'Geert',
    'Femke',
    'Ruben',
    'Heidi',
    'Sander',
    'Anouk',
    'Joke',
    'Frederik',
    'Lien',
    'Dirk',
    'Eline',
  ],
};
const initials = 'ABCDEFGHJLMNPRSTVW';

interface Product {
  animal: 'dog' | 'cat';
  wet: boolean;
  stage: string;
  size: string;
  needs: string[];
}

/** Who eats it, by animal, life stage and breed size: « Notre labrador », « Onze kater »… */
function subjects(locale: Locale, p: Product): string[] {
  if (locale === 'fr') {
    if (p.animal === 'cat') {
      if (p.stage === 'kitten')
        return ['Notre chaton', 'Notre chaton de quatre mois', 'Ma petite chatte de trois mois', 'Le chaton'];
      if (p.stage === 'senior')
        return ['Notre chat de 14 ans', 'Ma vieille chatte', 'Notre chat de 12 ans', 'Mon vieux matou'];
      return [
        'Notre chatte',
        'Mon chat',
        'Notre maine coon',
        'Mon chat de gouttière',
        'Ma chatte',
        'Notre chartreux',
        'Mon européen',
      ];
    }
    if (p.stage === 'puppy')
      return ['Notre chiot', 'Notre chiot de trois mois', 'Le chiot', 'Notre petite boule de poils'];
    if (p.stage === 'senior')
      return ['Notre chien de 11 ans', 'Ma vieille chienne', 'Notre chien de 10 ans', 'Mon vieux compagnon'];
    if (p.size === 'small') return ['Mon jack russell', 'Notre bichon', 'Mon yorkshire', 'Notre westie'];
    if (p.size === 'large')
      return ['Notre labrador', 'Mon berger allemand', 'Notre golden retriever', 'Notre bouvier bernois'];
    return [
      'Notre chienne',
      'Mon chien',
      'Notre border collie',
      'Mon cocker',
      'Notre beagle',
      'Notre croisé',
      'Mon épagneul',
    ];
  }
  if (p.animal === 'cat') {
    if (p.stage === 'kitten')
      return ['Onze kitten', 'Ons katje van vier maanden', 'Onze kitten van drie maanden', 'Het katje'];
    if (p.stage === 'senior')
      return ['Onze kat van veertien', 'Onze oude poes', 'Mijn kater van twaalf', 'Onze oude kater'];
    return ['Onze kater', 'Mijn poes', 'Onze maine coon', 'Onze huiskat', 'Mijn kat', 'Onze Britse korthaar'];
  }
  if (p.stage === 'puppy') return ['Onze pup', 'Onze pup van drie maanden', 'De pup', 'Ons jonge hondje'];
  if (p.stage === 'senior')
    return ['Onze hond van elf', 'Onze oude hond', 'Mijn trouwe viervoeter van tien', 'Onze oude teef'];
  if (p.size === 'small') return ['Onze jack russell', 'Mijn chihuahua', 'Onze teckel', 'Mijn yorkshire'];
  if (p.size === 'large') return ['Onze labrador', 'Mijn Duitse herder', 'Onze golden retriever', 'Onze Berner sennen'];
  return ['Onze border collie', 'Mijn hond', 'Onze beagle', 'Onze kruising', 'Mijn cocker', 'Onze hond'];
}

// Sentences by rating band. `{S}` is the subject; `dry`/`wet` keep to one food type.
type Sentence = string | { text: string; only: 'dry' | 'wet' };
const openers: Record<Locale, Record<'great' | 'good' | 'mixed' | 'poor', Sentence[]>> = {
  fr: {
    great: [
      '{S} les adore et finit sa gamelle à chaque repas.',
      { text: "{S} se précipite dès que j'ouvre le sac.", only: 'dry' },
      { text: "{S} lèche l'assiette jusqu'à la dernière miette.", only: 'wet' },
      { text: `{S} réclame sa pâtée dès 18${NBSP}h.`, only: 'wet' },
      '{S} mange avec appétit, sans rien laisser.',
      'Après des mois à chercher, {s} a enfin trouvé ce qui lui plaît.',
      'Très satisfaits : {s} mange tout, et avec plaisir.',
    ],
    good: [
      '{S} mange bien et semble en pleine forme.',
      "{S} a vite accepté ce changement d'alimentation.",
      { text: '{S} croque volontiers, sans se presser.', only: 'dry' },
      { text: '{S} apprécie beaucoup la texture.', only: 'wet' },
      'Bon produit, {s} le mange volontiers.',
    ],
    mixed: [
      '{S} les mange, sans grand enthousiasme.',
      'Bonne composition, mais {s} trie un peu.',
      "{S} s'en contente, sans plus.",
      'Avis partagé : {s} mange, mais moins bien que prévu.',
    ],
    poor: [
      '{S} boude sa gamelle depuis quelques jours.',
      "{S} n'en veut pas, malgré une transition lente.",
      '{S} y goûte à peine et repart.',
    ],
  },
  nl: {
    great: [
      '{S} is er dol op en laat het bakje telkens leeg achter.',
      { text: '{S} staat al te springen zodra ik de zak opendoe.', only: 'dry' },
      { text: '{S} likt het bakje helemaal schoon.', only: 'wet' },
      { text: '{S} komt om vijf uur al bedelen om natvoer.', only: 'wet' },
      '{S} eet met smaak en laat niets liggen.',
      'Na maanden zoeken hebben we eindelijk iets gevonden dat {s} lust.',
      'Heel tevreden: {s} eet alles op, en met plezier.',
    ],
    good: [
      '{S} eet goed en is in topvorm.',
      '{S} was snel gewend aan het nieuwe voer.',
      { text: '{S} lust de brokjes, al duurt het eten soms wat langer.', only: 'dry' },
      { text: '{S} vindt de structuur heerlijk.', only: 'wet' },
      'Goed product, {s} eet het graag.',
    ],
    mixed: [
      '{S} eet het wel, maar zonder veel enthousiasme.',
      'Goede samenstelling, maar {s} laat soms wat liggen.',
      '{S} eet het, meer ook niet.',
      'Gemengde gevoelens: {s} eet het, maar minder goed dan gehoopt.',
    ],
    poor: [
      '{S} laat de laatste dagen vaak eten staan.',
      '{S} wil het niet eten, ook niet na een trage overgang.',
      '{S} proeft er amper van en loopt weg.',
    ],
  },
};

const details: Record<Locale, Sentence[]> = {
  fr: [
    'Des selles bien moulées depuis le changement.',
    'Le poil est plus brillant après un mois.',
    'Plus aucun souci de digestion.',
    "La transition sur une semaine s'est faite sans problème.",
    'Le tableau de rationnement est clair et les quantités sont justes.',
    'Composition lisible et fabriqué en France : ça compte pour nous.',
    'Livraison rapide, sac bien emballé.',
    "Avec l'abonnement, je n'oublie plus de commander à temps.",
    { text: 'Des croquettes de bonne taille, faciles à croquer.', only: 'dry' },
    { text: 'De vrais morceaux, une bonne odeur, pas trop de gelée.', only: 'wet' },
    'Notre vétérinaire a validé la composition.',
    'On sent la qualité des ingrédients.',
  ],
  nl: [
    'Mooie, stevige ontlasting sinds de overstap.',
    'Na een maand glanst de vacht zichtbaar.',
    'Geen last meer van de spijsvertering.',
    'De overgang in een week verliep zonder problemen.',
    'De voedingstabel is duidelijk en de hoeveelheden kloppen.',
    'Duidelijke samenstelling en gemaakt in Frankrijk, dat vinden we belangrijk.',
    'Snel geleverd en de zak was goed verpakt.',
    'Met het abonnement vergeet ik nooit meer op tijd te bestellen.',
    { text: 'De brokjes hebben een handige grootte en zijn makkelijk te kauwen.', only: 'dry' },
    { text: 'Echte stukjes, ruikt lekker en niet te veel gelei.', only: 'wet' },
    'Onze dierenarts vond de samenstelling prima.',
    'Je merkt de kwaliteit van de ingrediënten.',
  ],
};

/** What a customer of a product for this need or life stage notices. */
const specific: Record<Locale, Record<string, string[]>> = {
  fr: {
    sensitive: ['Enfin une alimentation qui passe bien avec son estomac fragile.', 'Fini les vomissements du matin.'],
    sterilised: ['Poids stable depuis la stérilisation.', 'Garde la ligne depuis son opération, sans avoir faim.'],
    weight_control: [
      'Deux kilos perdus en quatre mois, avec le suivi du vétérinaire.',
      'La ration rassasie, même en régime.',
    ],
    hairball: ['Beaucoup moins de boules de poils.', 'Les boules de poils se font rares.'],
    indoor: ["Parfait pour un chat d'appartement qui bouge peu."],
    urinary: ['Plus de cristaux au dernier contrôle chez le vétérinaire.'],
    skin_coat: ['Ne se gratte presque plus et le poil brille.'],
    active: ["De l'énergie pour nos longues randonnées du week-end."],
    puppy: [
      'Croissance régulière, le vétérinaire est content.',
      'Des petites croquettes adaptées à ses dents de lait.',
    ],
    kitten: [
      "Grandit bien et a de l'énergie à revendre.",
      'Des petites bouchées faciles pour un chaton.',
      'Le vétérinaire est satisfait de sa prise de poids.',
    ],
    senior: ["A retrouvé de l'entrain malgré son âge.", 'Facile à mâcher pour ses vieilles dents.'],
  },
  nl: {
    sensitive: ['Eindelijk voeding die goed valt bij een gevoelige maag.', "Geen gebraak meer 's ochtends."],
    sterilised: [
      'Sinds de sterilisatie blijft het gewicht stabiel.',
      'Blijft op gewicht na de operatie, zonder honger te lijden.',
    ],
    weight_control: [
      'In vier maanden twee kilo kwijt, in overleg met de dierenarts.',
      'Ook op dieet is de portie verzadigend.',
    ],
    hairball: ['Veel minder haarballen.', 'Haarballen zijn een zeldzaamheid geworden.'],
    indoor: ['Ideaal voor een binnenkat die weinig beweegt.'],
    urinary: ['Bij de laatste controle bij de dierenarts geen kristallen meer.'],
    skin_coat: ['Krabt zich bijna niet meer en de vacht glanst.'],
    active: ['Genoeg energie voor onze lange wandelingen in het weekend.'],
    puppy: ['Groeit mooi regelmatig, de dierenarts is tevreden.', 'Kleine brokjes, ideaal voor melktandjes.'],
    kitten: [
      'Groeit goed en heeft energie voor tien.',
      'Kleine hapjes, makkelijk voor een kitten.',
      'De dierenarts is tevreden over de gewichtstoename.',
    ],
    senior: ['Heeft weer meer pit, ondanks de leeftijd.', 'Makkelijk te kauwen voor oude tanden.'],
  },
};

const caveats: Record<Locale, string[]> = {
  fr: [
    'Un peu cher, mais la qualité est là.',
    `Seul bémol${NBSP}: le grand sac n'a pas de fermeture zip.`,
    'Une étoile de moins pour le délai de livraison.',
    "Il a fallu une dizaine de jours d'adaptation.",
    "J'aimerais un format plus petit pour tester.",
  ],
  nl: [
    'Wat aan de prijzige kant, maar de kwaliteit is er.',
    'Enig minpuntje: de grote zak heeft geen ritssluiting.',
    'Eén ster minder voor de levertijd.',
    'Had een tiental dagen nodig om te wennen.',
    'Een kleiner formaat om te proberen zou welkom zijn.',
  ],
};
const mixedNotes: Record<Locale, string[]> = {
  fr: [
    'Le prix reste élevé pour nous.',
    'À voir sur la durée.',
    'Rien à redire sur la livraison.',
    'Je vais peut-être essayer une autre recette de la gamme.',
  ],
  nl: [
    'Voor ons blijft de prijs vrij hoog.',
    'Even afwachten op langere termijn.',
    'Niets op aan te merken wat de levering betreft.',
    'Misschien probeer ik nog een ander recept uit het gamma.',
  ],
};
const poorNotes: Record<Locale, string[]> = {
  fr: [
    'Selles un peu molles les premières semaines, malgré une transition lente.',
    'Nous sommes revenus à son ancienne alimentation.',
    'Dommage, la composition était prometteuse.',
    "Le service client a répondu vite et proposé un échantillon d'une autre recette.",
  ],
  nl: [
    'De eerste weken wat zachte ontlasting, ondanks een trage overgang.',
    'We zijn teruggegaan naar het vorige voer.',
    'Jammer, want de samenstelling zag er goed uit.',
    'De klantenservice reageerde snel en stuurde een staaltje van een ander recept.',
  ],
};
const closers: Record<Locale, string[]> = {
  fr: [
    'Je recommande.',
    'On ne change plus.',
    `Merci Gamelle${NBSP}!`,
    'Je recommanderai sans hésiter.',
    'Rapport qualité-prix correct.',
  ],
  nl: [
    'Aanrader!',
    'We veranderen niet meer.',
    'Bedankt, Gamelle!',
    'Ik bestel zeker opnieuw.',
    'Prima prijs-kwaliteitverhouding.',
  ],
};

function usable(list: Sentence[], p: Product): string[] {
  return list.flatMap((s) => (typeof s === 'string' ? [s] : s.only === (p.wet ? 'wet' : 'dry') ? [s.text] : []));
}

function reviewText(locale: Locale, p: Product, rating: number, rnd: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const subject = pick(subjects(locale, p));
  const fill = (s: string) =>
    s.replace('{S}', subject).replace('{s}', subject.charAt(0).toLowerCase() + subject.slice(1));
  const band = rating === 5 ? 'great' : rating === 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';
  const parts = [fill(pick(usable(openers[locale][band], p)))];
  const own = [...p.needs, p.stage].flatMap((k) => specific[locale][k] ?? []);
  const detail = () => (own.length && rnd() < 0.4 ? pick(own) : pick(usable(details[locale], p)));
  if (rating >= 4) {
    parts.push(detail());
    if (rating === 5 && rnd() < 0.45) parts.push(detail());
    if (rating === 4) parts.push(pick(caveats[locale]));
    if (rnd() < 0.35) parts.push(pick(closers[locale]));
  } else if (rating === 3) {
    parts.push(pick(mixedNotes[locale]));
  } else {
    parts.push(pick(poorNotes[locale]));
  }
  const text = [...new Set(parts)].join(' ');
  // French typography: a non-breaking space before « : ; ! ? ».
  return locale === 'fr' ? text.replace(/ ([:;!?])/g, `${NBSP}$1`) : text;
}

/**
 * Ratings of `n` reviews whose mean is `average` within half a point over n, shaped like a shop's real ones: a
 * few disappointed customers (1 to 3 stars, drawn first), then 5s turned into 4s (or low ones raised) to meet it.
 */
function ratings(n: number, average: number, rnd: () => number): number[] {
  const list = Array.from({ length: n }, (): number => {
    const u = rnd();
    return u < 0.02 ? 1 : u < 0.04 ? 2 : u < 0.09 ? 3 : 5;
  });
  let deficit = Math.round(n * (5 - average)) - list.reduce((sum, r) => sum + 5 - r, 0);
  while (deficit !== 0) {
    const i = Math.floor(rnd() * n);
    if (deficit > 0 && list[i] === 5) {
      list[i] = 4;
      deficit--;
    } else if (deficit < 0 && list[i]! < 5) {
      list[i]! += 1;
      deficit++;
    }
  }
  return list;
}

const day = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

export function reviewsFor(product: RawProduct, locale: Locale): GeneratedReview[] {
  const rnd = random(`${product.sku}|${locale}`);
  const [min, max] = locale === 'fr' ? [25, 40] : [25, 32];
  const n = Math.min(product.reviews_summary.count, min + Math.floor(rnd() * (max - min + 1)));
  const p: Product = {
    animal: product.filters.animal,
    wet: product.filters.food_type === 'wet',
    stage: product.filters.life_stage,
    size: product.filters.breed_size,
    needs: product.filters.needs,
  };
  const from = Math.max(Date.parse(OLDEST), Date.parse(product.first_sell_at) + 14 * day);
  const to = Date.parse(REVIEWS_BEFORE) - day;
  const dates = Array.from({ length: n }, () => iso(from + Math.floor(rnd() * ((to - from) / day + 1)) * day));
  dates.sort((a, b) => b.localeCompare(a));
  const stars = ratings(n, product.reviews_summary.average, rnd);
  const names = firstNames[locale];
  const texts = new Set<string>();
  return dates.map((date, i) => {
    let text = reviewText(locale, p, stars[i]!, rnd);
    for (let tries = 0; texts.has(text) && tries < 10; tries++) text = reviewText(locale, p, stars[i]!, rnd);
    texts.add(text);
    return {
      author: `${names[Math.floor(rnd() * names.length)]} ${initials[Math.floor(rnd() * initials.length)]}.`,
      date,
      rating: stars[i]!,
      // A review is verified when its author bought the product in the shop; a few came from a sample or a gift.
      verified: rnd() < 0.93,
      text,
    };
  });
}

export function readProducts(): RawProduct[] {
  const dir = join(dataDir, 'products');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as RawProduct);
}

/** The file's text: one product per key, one review per line (small diffs, and gzip finds the repeats). */
export function reviewsFile(locale: Locale, products = readProducts()): string {
  const entries = products.map((product) => {
    const lines = reviewsFor(product, locale).map((r) => `    ${JSON.stringify(r)}`);
    return `  ${JSON.stringify(product.sku)}: [\n${lines.join(',\n')}\n  ]`;
  });
  return `{\n${entries.join(',\n')}\n}\n`;
}

export const reviewsPath = (locale: Locale) => join(dataDir, 'reviews', `${locale}.json`);

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(join(dataDir, 'reviews'), { recursive: true });
  for (const locale of ['fr', 'nl'] as const) writeFileSync(reviewsPath(locale), reviewsFile(locale));
  console.log('Wrote content/data/reviews/fr.json and nl.json');
}
