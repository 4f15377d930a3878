// Text matching of the site search: accents and case ignored, small typos forgiven, French and Dutch alike.

/** Words too common to tell documents apart, in both shop languages. */
const stopWords = new Set([
  // French
  ...['le', 'la', 'les', 'l', 'de', 'des', 'du', 'd', 'un', 'une', 'et', 'a', 'au', 'aux', 'pour', 'avec', 'en'],
  ...['sur', 'par', 'ou', 'mon', 'ma', 'mes', 'son', 'sa', 'ses', 'ce', 'cette', 'qui', 'que', 'est', 'il', 'elle'],
  // Dutch
  ...[
    'het',
    'een',
    'en',
    'van',
    'voor',
    'met',
    'in',
    'op',
    'te',
    'aan',
    'bij',
    'om',
    'of',
    'mijn',
    'uw',
    'is',
    'die',
    'dat',
  ],
]);

/** Lower case, without accents or punctuation: "Pâtée Chaton" → "patee chaton", "Brokken—Kat" → "brokken kat". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The searchable words of a text (stop words dropped, unless the text is nothing but stop words). */
export function terms(text: string): string[] {
  const words = normalize(text).split(' ').filter(Boolean);
  const meaningful = words.filter((w) => !stopWords.has(w));
  return meaningful.length > 0 ? meaningful : words;
}

/** Typos forgiven for a typed word: none for short words (too many false hits), 1 from 4 letters, 2 from 8. */
export function typoBudget(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/**
 * Optimal-string-alignment distance (Levenshtein plus swapped neighbours, the commonest typo), stopping early
 * once it exceeds `max`: returns max + 1 then.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How well a typed word matches a word of a document, from 0 (not at all) to 1 (the same word). A prefix counts
 * (the visitor is still typing), and so does a word within the typo budget, whole or as a prefix.
 */
export function matchQuality(typed: string, word: string): number {
  if (typed === word) return 1;
  if (typed.length >= 2 && word.startsWith(typed)) return 0.8;
  const budget = typoBudget(typed);
  if (budget === 0) return 0;
  if (editDistance(typed, word, budget) <= budget) return 0.6;
  if (word.length > typed.length && editDistance(typed, word.slice(0, typed.length), budget) <= budget) return 0.4;
  return 0;
}
