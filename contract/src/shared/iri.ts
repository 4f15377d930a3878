// IRI helpers without zod (jsonld.ts holds the schemas): the browser's client imports this file.

/** The last segment of an IRI (its identifier), or the value itself when it has no slash. */
export function idFromIri(iri: string): string {
  const trimmed = iri.replace(/\/+$/, '');
  return decodeURIComponent(trimmed.slice(trimmed.lastIndexOf('/') + 1));
}
