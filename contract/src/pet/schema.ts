// The pets of the customer (spec §3 "Pet (animal)"): the resource the Shop API answers, its list, the breed search
// and the POST/PUT body, which is the account's pet form (`petFormSchema`) so the server refuses what the form
// refuses. The body takes the type and gender as the form's values (`dog`, `female`) or as the Shop API's IRIs
// (`/api/v2/shop/animal-types/1`, `/api/v2/shop/animal-genders/2`), as Sylius clients send them.
import { z } from 'zod/mini';
import { evenWithFieldErrors, preprocess } from '../shared/fields.ts';
import { hydraCollectionSchema, iriSchema, jsonLdFieldsOf } from '../shared/jsonld.ts';
import { findPetBreed } from './breeds.ts';
import { CROSSBREED_ID, NO_PATHOLOGY, PET_ACTIVITIES, PET_FEEDS, PET_PATHOLOGIES } from './options.ts';
import {
  ANIMAL_GENDER_IRIS,
  ANIMAL_TYPE_IRIS,
  petBirthdayRequired,
  petCatWeight,
  PET_CONDITIONS,
  PET_TYPES,
  petFormSchema,
} from './rules.ts';

export const PET_GENDERS = ['male', 'female'] as const;
export type PetGender = (typeof PET_GENDERS)[number];

/** The IRI's value (`dog`), or the input unchanged when it is not one of the known IRIs. */
function fromIri(map: Record<string, string>) {
  return (value: unknown) => {
    const found = Object.entries(map).find(([, iri]) => iri === value);
    return found ? found[0] : value;
  };
}
const typeFromIri = fromIri(ANIMAL_TYPE_IRIS);
const genderFromIri = fromIri(ANIMAL_GENDER_IRIS);

/**
 * POST /shop/animals and PUT /shop/animals/{id}: the pet form's rules, plus what only a list can say (the breed of
 * the pet's type, the activity, pathology and feeds the form offers). `photo` is the `fileId` of an upload made by
 * the same customer (null removes the photo; absent keeps it on a PUT).
 */
export const animalBodySchema = preprocess(
  (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const values = body as Record<string, unknown>;
    return { ...values, type: typeFromIri(values.type), gender: genderFromIri(values.gender) };
  },
  z.pipe(
    z
      .object({
        ...petFormSchema.shape,
        photo: z.nullish(
          z
            .string({ error: 'invalid' })
            .check(z.minLength(1, { error: 'invalid' }))
            .check(z.maxLength(64, { error: 'invalid' })),
        ),
      })
      .check(
        z.superRefine((values, ctx) => {
          // The same object-level rules as the form (birthday or age, a cat below 13 kg)…
          petBirthdayRequired(values, ctx);
          petCatWeight(values, ctx);
          // …and the lists. These run even when a field failed (evenWithFieldErrors), so each reads its value's type:
          // `{ "feeds": "" }` was a 500 before (found by the API fuzz test).
          if (
            PET_TYPES.includes(values.type) &&
            typeof values.breed === 'string' &&
            values.breed &&
            !findPetBreed(values.type, values.breed)
          )
            ctx.addIssue({ code: 'custom', path: ['breed'], message: 'invalid' });
          if (
            typeof values.activity === 'string' &&
            values.activity &&
            !(PET_ACTIVITIES as readonly string[]).includes(values.activity)
          )
            ctx.addIssue({ code: 'custom', path: ['activity'], message: 'invalid' });
          if (
            typeof values.feature === 'string' &&
            values.feature &&
            values.feature !== NO_PATHOLOGY &&
            !(PET_PATHOLOGIES as readonly string[]).includes(values.feature)
          )
            ctx.addIssue({ code: 'custom', path: ['feature'], message: 'invalid' });
          (Array.isArray(values.feeds) ? values.feeds : []).forEach((feed, i) => {
            if (typeof feed !== 'string' || !(PET_FEEDS as readonly string[]).includes(feed))
              ctx.addIssue({ code: 'custom', path: ['feeds', i], message: 'invalid' });
          });
        }, evenWithFieldErrors),
      ),
    z.transform((values) => ({ ...values, crossbreed: values.breed === CROSSBREED_ID })),
  ),
);
export type AnimalBody = z.input<typeof animalBodySchema>;
export type AnimalValues = z.output<typeof animalBodySchema>;

export const animalPhotoSchema = z.object({
  fileId: z.string(),
  /** Resized on request like every image (`?w=&h=&format=`). */
  url: z.string(),
  fileHash: z.string(),
  width: z.number().check(z.int()).check(z.positive()),
  height: z.number().check(z.int()).check(z.positive()),
});

/** GET /shop/animals/{id}: the pet as stored, with its age today (by the shop's clock). */
export const animalSchema = z.object({
  ...jsonLdFieldsOf('Animal'),
  id: z.number().check(z.int()),
  /** `/api/v2/shop/animal-types/1` (dog) or `/2` (cat). */
  type: iriSchema,
  /** `/api/v2/shop/animal-genders/1` (male) or `/2` (female). */
  gender: iriSchema,
  /** The type and gender as the forms name them. */
  petType: z.enum(PET_TYPES),
  petGender: z.enum(PET_GENDERS),
  name: z.string(),
  breed: z.string(),
  /** The breed's name in the request's language. */
  breedName: z.string(),
  crossbreed: z.boolean(),
  /** A date, or null when an age was given instead. */
  birthday: z.nullable(z.string()),
  /** The age as given (then `birthday` is null), in years and months, on `ageGivenOn`. */
  years: z.nullable(z.number().check(z.int()).check(z.nonnegative())),
  months: z.nullable(z.number().check(z.int()).check(z.nonnegative())),
  ageGivenOn: z.nullable(z.string()),
  /** Whole months of age today, from the birthday or from the age given and the time since. */
  ageInMonths: z.number().check(z.int()).check(z.nonnegative()),
  weight: z.number().check(z.positive()),
  sterilized: z.boolean(),
  condition: z.enum(PET_CONDITIONS),
  activity: z.string(),
  feature: z.string(),
  feeds: z.array(z.string()),
  kibbleBrand: z.string(),
  oldKibbleBrand: z.nullable(z.string()),
  onlyThisBrandSinceAlways: z.boolean(),
  photo: z.nullable(animalPhotoSchema),
  customer: iriSchema,
});
export type Animal = z.infer<typeof animalSchema>;

/** GET /shop/animals */
export const animalCollectionSchema = hydraCollectionSchema(animalSchema);

/** GET /shop/animal-types/{id} and /shop/animal-genders/{id} */
export const animalTypeSchema = z.object({
  ...jsonLdFieldsOf('AnimalType'),
  id: z.number().check(z.int()),
  code: z.enum(PET_TYPES),
  name: z.string(),
});
export const animalGenderSchema = z.object({
  ...jsonLdFieldsOf('AnimalGender'),
  id: z.number().check(z.int()),
  code: z.enum(PET_GENDERS),
  name: z.string(),
});

/** GET /shop/animal-breeds?type=dog|cat&q= : the crossbreed entry first, then the matching breeds. */
export const breedSearchQuerySchema = z.object({
  type: z.enum(PET_TYPES, { error: 'required' }),
  q: z.optional(z.string().check(z.maxLength(64, { error: 'too_long' }))),
});
export const breedSearchResponseSchema = z.object({
  'hydra:member': z.array(z.object({ id: z.string(), label: z.string(), crossbreed: z.boolean() })),
  'hydra:totalItems': z.number().check(z.int()).check(z.nonnegative()),
});
