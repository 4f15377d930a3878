// A/B tests as the browser keeps them (spec §4): name → segment, in persistent storage. Pure and zod-free, so the
// shop's every page can carry it; the server's targeting reads the same rule (targeting.ts).

export type AbTests = Record<string, string>;

/** The segment every visitor without a stored entry is in: only `control` matches them (spec §4). */
export const CONTROL_SEGMENT = 'control';

/** A test is added only if its name is not stored yet: a stored segment never changes. */
export function addAbTest(stored: AbTests, name: string, segment: string): AbTests {
  if (Object.hasOwn(stored, name)) return stored;
  return { ...stored, [name]: segment };
}

/** Removes a test by name (the visitor is then drawn again when the tracker next answers it). */
export function removeAbTest(stored: AbTests, name: string): AbTests {
  if (!Object.hasOwn(stored, name)) return stored;
  const rest = { ...stored };
  delete rest[name];
  return rest;
}

/** Whether the visitor is in the A/B segment: their stored segment is listed; with none stored, only `control`. */
export function inAbSegment(abtests: AbTests, name: string, segments: readonly string[]): boolean {
  return segments.includes(Object.hasOwn(abtests, name) ? abtests[name]! : CONTROL_SEGMENT);
}

/** Reads what storage holds: an object of string → string, anything else dropped (a hand-edited value). */
export function parseStoredAbTests(raw: string | null): AbTests {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const tests: AbTests = {};
  for (const [name, segment] of Object.entries(value)) {
    if (typeof segment === 'string' && name.length > 0 && segment.length > 0) tests[name] = segment;
  }
  return tests;
}
