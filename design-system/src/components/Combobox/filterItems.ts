/**
 * The combobox filter: accent- and case-insensitive "contains" (a user typing "epagneul" finds "Épagneul
 * breton"), and pinned items (e.g. "Croisé / crossbreed") always stay listed whatever is typed.
 */
export function matchesQuery(text: string, query: string): boolean {
  const needle = fold(query.trim());
  return needle === '' || fold(text).includes(needle);
}

export function createItemFilter(pinnedLabels: Iterable<string>): (text: string, query: string) => boolean {
  const pinned = new Set(pinnedLabels);
  return (text, query) => pinned.has(text) || matchesQuery(text, query);
}

function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr');
}
