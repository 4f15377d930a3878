// Between the stored pet, the guide's URL and the pet form: the form edits the pet's values, the URL carries the
// answers given so far (strings), and the last step saves the pet with the answers laid over what it was.
import type { AnimalRequestBody } from '@gamelle/contract/pet/api';
import type { PetFormValues } from '@gamelle/contract/pet/rules';
import type { Animal } from '@gamelle/contract/pet/schema';
import { petFormValues } from '../pet/index.ts';
import type { Locale } from '../shared/index.ts';
import { KIBBLE_GUIDE_FIELDS, type KibbleGuideField, type KibbleGuideSearch } from './guide-search.ts';

/** A step's answers as the URL carries them. */
export type GuideAnswers = Partial<Record<KibbleGuideField, string>>;
type Answers = GuideAnswers;
const BIRTHDAY_GROUP = ['birthday', 'years', 'months'] as const;
const BOOLEANS = new Set<KibbleGuideField>(['sterilized', 'onlyThisBrandSinceAlways']);

/** The URL's answers over the pet's values: the form's default values of a step (the birthday group as one). */
export function valuesWithAnswers(pet: Animal, answers: KibbleGuideSearch, locale: Locale): Record<string, unknown> {
  const values = petFormValues(pet, locale);
  if (BIRTHDAY_GROUP.some((field) => answers[field] !== undefined)) {
    for (const field of BIRTHDAY_GROUP) values[field] = '';
  }
  for (const field of KIBBLE_GUIDE_FIELDS) {
    const answer = answers[field];
    if (answer === undefined) continue;
    if (BOOLEANS.has(field)) values[field] = answer === 'true';
    else if (field === 'feeds') values[field] = answer.split(',').filter(Boolean);
    else values[field] = answer;
  }
  return values;
}

/** A step's parsed values as the URL carries them; an empty value is left out (the pet's stays). */
export function answersOf(values: Record<string, unknown>): Answers {
  const answers: Answers = {};
  for (const field of KIBBLE_GUIDE_FIELDS) {
    if (!(field in values)) continue;
    const value = values[field];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) answers[field] = value.map(String).join(',');
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string')
      answers[field] = String(value);
  }
  // A step that gives the age in years and months (or a date) replaces the whole group.
  if (BIRTHDAY_GROUP.some((field) => field in values)) {
    for (const field of BIRTHDAY_GROUP) if (!(field in answers)) answers[field] = undefined;
  }
  return answers;
}

/** The PUT body: the pet's values with the answers over them (the server parses it with the account form's rules). */
export function petBodyWith(pet: Animal, answers: KibbleGuideSearch, locale: Locale): AnimalRequestBody {
  const values = valuesWithAnswers(pet, answers, locale);
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === '') continue;
    body[field] = typeof value === 'string' && field === 'weight' ? Number(value.replace(',', '.')) : value;
  }
  for (const field of ['years', 'months'] as const) {
    if (typeof body[field] === 'string') body[field] = Number(body[field]);
  }
  return body as unknown as PetFormValues;
}
