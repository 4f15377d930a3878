// The pet pages' `{animal}` segment, read by their loaders (route-split, unlike the search readers of pet-search.ts).

/** The segment as a pet id; null when it cannot be one (then the route answers 404 without asking the server). */
export function petIdOf(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null;
}
