// Writes `src/address/phone-metadata.gen.ts`: libphonenumber-js's own `metadata.min.json` (the metadata its default
// entry bundles) cut down to the shop's phone countries (`PHONE_COUNTRIES`, spec §5) and their calling codes, so the
// browser loads five numbering plans instead of every country's (issue 19). No network: it reads the installed
// package. `phone-metadata.test.ts` fails when the file differs from what this script writes today, so an upgrade of
// libphonenumber-js cannot leave stale metadata behind.
//
//   pnpm --filter @gamelle/contract phone-metadata
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MetadataJson } from 'libphonenumber-js/core';
import { PHONE_COUNTRIES } from '../src/shared/locales.ts';

export const GENERATED_PATH = new URL('../src/address/phone-metadata.gen.ts', import.meta.url);

const require = createRequire(import.meta.url);

/** The installed package's version and its full minimal metadata. */
function installed(): { version: string; metadata: MetadataJson } {
  const read = (file: string) => JSON.parse(readFileSync(require.resolve(`libphonenumber-js/${file}`), 'utf8'));
  return { version: (read('package.json') as { version: string }).version, metadata: read('metadata.min.json') };
}

/**
 * The metadata with only `countries`' calling codes, each with every country that shares it (Italy's +39 is also the
 * Vatican's: its numbers were valid with the full metadata and stay valid), and those countries' numbering plans.
 */
export function reduceMetadata(full: MetadataJson, countries: readonly string[]): MetadataJson {
  const plans = full.countries as Record<string, unknown>;
  const missing = countries.filter((country) => !(country in plans));
  if (missing.length) throw new Error(`libphonenumber-js has no metadata for ${missing.join(', ')}`);
  const callingCodes = Object.fromEntries(
    Object.entries(full.country_calling_codes as Record<string, string[]>).filter(([, owners]) =>
      owners.some((owner) => countries.includes(owner)),
    ),
  );
  const kept = Object.values(callingCodes).flat();
  return {
    version: full.version,
    country_calling_codes: callingCodes,
    countries: Object.fromEntries(kept.map((country) => [country, plans[country]])),
    nonGeographic: {},
  } as MetadataJson;
}

/** The generated module's text: one calling code and one country a line, so an upgrade's diff reads well. */
export function phoneMetadataSource(): string {
  const { version, metadata } = installed();
  const reduced = reduceMetadata(metadata, PHONE_COUNTRIES);
  const entries = (record: object) =>
    Object.entries(record).map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  return [
    `// Written by \`pnpm --filter @gamelle/contract phone-metadata\` (contract/scripts/phone-metadata.ts) from`,
    `// libphonenumber-js ${version}'s metadata.min.json: the calling codes of the phone countries`,
    `// ${PHONE_COUNTRIES.join(', ')} only, with every country that shares one.`,
    `// Do not edit: run the script again (a unit test fails while this file is stale).`,
    `import type { MetadataJson } from 'libphonenumber-js/core';`,
    ``,
    `export const phoneMetadata: MetadataJson = {`,
    `  version: ${JSON.stringify(reduced.version)},`,
    `  country_calling_codes: {`,
    ...entries(reduced.country_calling_codes),
    `  },`,
    `  countries: {`,
    ...entries(reduced.countries),
    `  },`,
    `  nonGeographic: {},`,
    `};`,
    ``,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = phoneMetadataSource();
  writeFileSync(GENERATED_PATH, source);
  console.log(`${GENERATED_PATH.pathname}: ${source.length} bytes`);
}
