/** Largest id the database columns hold (PostgreSQL `integer`): a larger one cannot exist, and must not reach SQL. */
const maxId = 2_147_483_647;

/** A database id from a path segment or IRI, or null when it cannot be one (then: not found). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= maxId ? id : null;
}
