// Category codes as content's campaigns name them; in its own file, as product and category pages carry it.

/**
 * Category codes of a category path (`chien/croquettes` → `chien`, `chien-croquettes`), the French path's, as
 * content's campaigns name them; at most three levels.
 */
export function categoryCodes(path: string): string[] {
  const segments = path.split('/').filter(Boolean).slice(0, 3);
  return segments.map((_, i) => segments.slice(0, i + 1).join('-'));
}
