import type { CountryCode } from '@gamelle/contract';
import type { PickupPoint } from '@gamelle/contract/checkout/schema';
import { shopIri } from '@gamelle/contract/shared/jsonld';
import type { Kysely } from 'kysely';
import type { Database } from '../shared/db/schema.ts';
import type { PickupPointsTable } from './tables.ts';

type Hours = { day: number; opens: string; closes: string }[];
const weekdays = (opens: string, closes: string, saturday = true): Hours =>
  [1, 2, 3, 4, 5, ...(saturday ? [6] : [])].map((day) => ({ day, opens, closes }));

/**
 * The relay points the seed writes (a carrier's real list would come from its API): a few in each country's main
 * towns, one of them inactive (closed for works) so the UI's "unavailable" case exists.
 */
const points: (Omit<PickupPointsTable, 'opening_hours' | 'active'> & { hours: Hours; active?: boolean })[] = [
  {
    code: 'FR-75011-01',
    country_code: 'FR',
    name: 'Tabac de la Roquette',
    street: '42 rue de la Roquette',
    postcode: '75011',
    city: 'Paris',
    latitude: 48.8553,
    longitude: 2.3752,
    hours: weekdays('08:00', '20:00'),
  },
  {
    code: 'FR-75015-01',
    country_code: 'FR',
    name: 'Pressing Vaugirard',
    street: '210 rue de Vaugirard',
    postcode: '75015',
    city: 'Paris',
    latitude: 48.8399,
    longitude: 2.3003,
    hours: weekdays('09:00', '19:00'),
  },
  {
    code: 'FR-69002-01',
    country_code: 'FR',
    name: 'Librairie des Célestins',
    street: '5 rue des Archers',
    postcode: '69002',
    city: 'Lyon',
    latitude: 45.7606,
    longitude: 4.8325,
    hours: weekdays('09:30', '19:00'),
  },
  {
    code: 'FR-69003-01',
    country_code: 'FR',
    name: 'Épicerie Part-Dieu',
    street: '18 rue Servient',
    postcode: '69003',
    city: 'Lyon',
    latitude: 45.7609,
    longitude: 4.8513,
    hours: weekdays('08:30', '20:00'),
    active: false,
  },
  {
    code: 'FR-59000-01',
    country_code: 'FR',
    name: 'Relais Vieux-Lille',
    street: '7 rue de la Monnaie',
    postcode: '59000',
    city: 'Lille',
    latitude: 50.6398,
    longitude: 3.0633,
    hours: weekdays('09:00', '19:00'),
  },
  {
    code: 'FR-33000-01',
    country_code: 'FR',
    name: 'Bazar Sainte-Catherine',
    street: '120 rue Sainte-Catherine',
    postcode: '33000',
    city: 'Bordeaux',
    latitude: 44.8378,
    longitude: -0.5737,
    hours: weekdays('09:00', '19:30'),
  },
  {
    code: 'FR-13001-01',
    country_code: 'FR',
    name: 'Presse du Vieux-Port',
    street: '3 quai du Port',
    postcode: '13001',
    city: 'Marseille',
    latitude: 43.2961,
    longitude: 5.3699,
    hours: weekdays('07:30', '19:30'),
  },
  {
    code: 'FR-44000-01',
    country_code: 'FR',
    name: 'Animalerie Graslin',
    street: '11 rue Crébillon',
    postcode: '44000',
    city: 'Nantes',
    latitude: 47.2133,
    longitude: -1.5608,
    hours: weekdays('10:00', '19:00'),
  },
  {
    code: 'FR-85000-01',
    country_code: 'FR',
    name: 'Tabac de la Place Napoléon',
    street: '2 place Napoléon',
    postcode: '85000',
    city: 'La Roche-sur-Yon',
    latitude: 46.6705,
    longitude: -1.4269,
    hours: weekdays('08:00', '19:00'),
  },
  {
    code: 'FR-31000-01',
    country_code: 'FR',
    name: 'Relais du Capitole',
    street: '9 rue du Taur',
    postcode: '31000',
    city: 'Toulouse',
    latitude: 43.6045,
    longitude: 1.4426,
    hours: weekdays('09:00', '19:00'),
  },
  {
    code: 'BE-1000-01',
    country_code: 'BE',
    name: 'Librairie du Sablon',
    street: 'Rue de Rollebeek 12',
    postcode: '1000',
    city: 'Bruxelles',
    latitude: 50.8413,
    longitude: 4.3519,
    hours: weekdays('09:00', '18:30'),
  },
  {
    code: 'BE-1050-01',
    country_code: 'BE',
    name: 'Night shop Flagey',
    street: 'Place Eugène Flagey 8',
    postcode: '1050',
    city: 'Ixelles',
    latitude: 50.8274,
    longitude: 4.3723,
    hours: weekdays('10:00', '22:00'),
  },
  {
    code: 'BE-1300-01',
    country_code: 'BE',
    name: 'Presse de Wavre',
    street: 'Rue du Commerce 21',
    postcode: '1300',
    city: 'Wavre',
    latitude: 50.7171,
    longitude: 4.6088,
    hours: weekdays('08:00', '19:00'),
  },
  {
    code: 'BE-4000-01',
    country_code: 'BE',
    name: 'Relais Carré',
    street: 'Rue du Pot d’Or 15',
    postcode: '4000',
    city: 'Liège',
    latitude: 50.6415,
    longitude: 5.5718,
    hours: weekdays('09:00', '19:00'),
  },
  {
    code: 'BE-5000-01',
    country_code: 'BE',
    name: 'Animalerie de Namur',
    street: 'Rue de Fer 30',
    postcode: '5000',
    city: 'Namur',
    latitude: 50.4669,
    longitude: 4.8675,
    hours: weekdays('09:30', '18:30'),
  },
  {
    code: 'BE-9000-01',
    country_code: 'BE',
    name: 'Dagbladhandel Korenmarkt',
    street: 'Korenmarkt 4',
    postcode: '9000',
    city: 'Gent',
    latitude: 51.0546,
    longitude: 3.7209,
    hours: weekdays('08:00', '19:00'),
  },
  {
    code: 'BE-2000-01',
    country_code: 'BE',
    name: 'Boekhandel Meir',
    street: 'Meir 50',
    postcode: '2000',
    city: 'Antwerpen',
    latitude: 51.2182,
    longitude: 4.4098,
    hours: weekdays('09:00', '18:00'),
  },
  {
    code: 'BE-6000-01',
    country_code: 'BE',
    name: 'Relais Charleroi Ville-Haute',
    street: 'Boulevard Tirou 60',
    postcode: '6000',
    city: 'Charleroi',
    latitude: 50.4108,
    longitude: 4.4446,
    hours: weekdays('09:00', '18:00'),
    active: false,
  },
  {
    code: 'LU-1009-01',
    country_code: 'LU',
    name: 'Librairie Grand-Rue',
    street: '25 Grand-Rue',
    postcode: '1661',
    city: 'Luxembourg',
    latitude: 49.6116,
    longitude: 6.13,
    hours: weekdays('09:00', '18:30'),
  },
  {
    code: 'LU-2449-01',
    country_code: 'LU',
    name: 'Tabac Gare',
    street: '12 avenue de la Gare',
    postcode: '1611',
    city: 'Luxembourg',
    latitude: 49.604,
    longitude: 6.133,
    hours: weekdays('07:00', '20:00'),
  },
  {
    code: 'LU-4002-01',
    country_code: 'LU',
    name: 'Relais Esch',
    street: '40 rue de l’Alzette',
    postcode: '4011',
    city: 'Esch-sur-Alzette',
    latitude: 49.4958,
    longitude: 5.9806,
    hours: weekdays('09:00', '18:00'),
  },
  {
    code: 'LU-9010-01',
    country_code: 'LU',
    name: 'Presse Ettelbruck',
    street: '5 Grand-Rue',
    postcode: '9050',
    city: 'Ettelbruck',
    latitude: 49.8475,
    longitude: 6.1044,
    hours: weekdays('08:30', '18:00'),
  },
];

/** Writes the relay points (idempotent: a re-run updates them). */
export async function seedPickupPointRows(db: Kysely<Database>): Promise<number> {
  for (const { hours, active, ...point } of points) {
    const row = { ...point, opening_hours: JSON.stringify(hours), active: active === false ? 0 : 1 };
    await db
      .insertInto('pickup_points')
      .values(row)
      .onConflict((oc) => oc.column('code').doUpdateSet(row))
      .execute();
  }
  return points.length;
}

/**
 * Relay points of a country nearest a postcode. Without a geocoder, "near" is read from the postcode itself: same
 * département/area first (FR: first 2 digits, BE/LU: first digit), then by numeric distance of the codes.
 */
export async function pickupPointsNear(
  db: Kysely<Database>,
  country: CountryCode,
  postcode: string,
  limit = 10,
): Promise<PickupPoint[]> {
  const rows = await db.selectFrom('pickup_points').selectAll().where('country_code', '=', country).execute();
  const prefix = country === 'FR' ? 2 : 1;
  const target = Number(postcode.replace(/\D/g, '')) || 0;
  const score = (p: PickupPointsTable) =>
    (p.postcode.slice(0, prefix) === postcode.slice(0, prefix) ? 0 : 1_000_000) + Math.abs(Number(p.postcode) - target);
  return rows
    .sort((a, b) => score(a) - score(b) || a.code.localeCompare(b.code))
    .slice(0, limit)
    .map(pickupPointView);
}

export async function findPickupPoint(db: Kysely<Database>, code: string): Promise<PickupPoint | undefined> {
  const row = await db.selectFrom('pickup_points').selectAll().where('code', '=', code).executeTakeFirst();
  return row ? pickupPointView(row) : undefined;
}

export function pickupPointView(row: PickupPointsTable): PickupPoint {
  return {
    '@id': shopIri('pickup-points', row.code),
    '@type': 'PickupPoint',
    code: row.code,
    name: row.name,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    countryCode: row.country_code as CountryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: JSON.parse(row.opening_hours) as Hours,
    active: row.active === 1,
  };
}
