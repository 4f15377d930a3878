import { type Migration, type MigrationProvider, Migrator, NO_MIGRATIONS } from 'kysely/migration';
import type { DatabaseHandle } from './database.ts';
import * as m0001 from './migrations/0001_app_meta.ts';
import * as m0002 from './migrations/0002_shop.ts';
import * as m0003 from './migrations/0003_checkout.ts';
import * as m0004 from './migrations/0004_hardening.ts';
import * as m0005 from './migrations/0005_pets.ts';
import * as m0006 from './migrations/0006_jobs.ts';
import * as m0007 from './migrations/0007_subscriptions.ts';
import * as m0012 from './migrations/0012_newsletter.ts';
import * as m0014 from './migrations/0014_sponsorship.ts';
import * as m0015 from './migrations/0015_marketing.ts';
import * as m0016 from './migrations/0016_service_messages.ts';
import * as m0017 from './migrations/0017_web_view.ts';
import * as m0018 from './migrations/0018_cart_country.ts';
import * as m0019 from './migrations/0019_gateway_refunds.ts';

// Listed by hand rather than read from the folder, so the set is fixed at build time and ordered by name.
const migrations: Record<string, Migration> = {
  '0001_app_meta': m0001,
  '0002_shop': m0002,
  '0003_checkout': m0003,
  '0004_hardening': m0004,
  '0005_pets': m0005,
  '0006_jobs': m0006,
  '0007_subscriptions': m0007,
  '0012_newsletter': m0012,
  '0014_sponsorship': m0014,
  '0015_marketing': m0015,
  '0016_service_messages': m0016,
  '0017_web_view': m0017,
  '0018_cart_country': m0018,
  '0019_gateway_refunds': m0019,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}

/** Undoes every migration (the reset of a server database; the embedded file is simply deleted instead). */
export async function migrateToNothing(db: DatabaseHandle): Promise<void> {
  const { error } = await new Migrator({ db: db.kysely, provider }).migrateTo(NO_MIGRATIONS);
  if (error) throw new Error(`Reset failed: ${error instanceof Error ? error.message : String(error)}`);
}
