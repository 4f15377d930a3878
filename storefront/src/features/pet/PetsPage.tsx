import { Alert, buttonClassName, Heading, Link, Stack, Text } from '@gamelle/design-system';
import type { Animal } from '@gamelle/contract/pet/schema';
import { useSuspenseQuery } from '@tanstack/react-query';
import { sitePath, useLocale, useMessages } from '../shared/index.ts';
import { formatKg, yearsAndMonths } from './format.ts';
import { petMessages } from './messages.ts';
import { PetPhoto } from './PetPhoto.tsx';
import { petsQuery } from './queries.ts';
import * as styles from './pet.css.ts';

/**
 * The customer's pets (spec §2): each with its photo, name, type, breed, age and weight, and the way to its profile;
 * without one, an invitation to add the first. `deleted` is the name of a pet just deleted (the URL's notice).
 */
export function PetsPage({ customerId, deleted }: { customerId: number; deleted?: string | undefined }) {
  const t = useMessages(petMessages);
  const locale = useLocale();
  const { data } = useSuspenseQuery(petsQuery(locale, customerId));
  const pets = data['hydra:member'];
  const addHref = sitePath('petAdd', locale);

  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{t.listTitle}</Heading>
        <Text tone="secondary">{t.listIntro}</Text>
      </Stack>
      <div aria-live="polite">{deleted ? <Alert tone="positive">{t.deleted(deleted)}</Alert> : null}</div>
      {pets.length === 0 ? (
        <div className={styles.card} data-testid="pets-empty">
          <Stack space="medium">
            <Text weight="strong">{t.noPets}</Text>
            <Text>{t.noPetsHint}</Text>
            <div>
              <a href={addHref} className={buttonClassName()}>
                {t.addPet}
              </a>
            </div>
          </Stack>
        </div>
      ) : (
        <>
          <ul className={styles.list} aria-label={t.petsList}>
            {pets.map((pet) => (
              <li key={pet.id} className={styles.card} data-testid="pet">
                <PetCard pet={pet} />
              </li>
            ))}
          </ul>
          <div>
            <a href={addHref} className={buttonClassName({ variant: 'secondary' })}>
              {t.addPet}
            </a>
          </div>
        </>
      )}
    </Stack>
  );
}

function PetCard({ pet }: { pet: Animal }) {
  const t = useMessages(petMessages);
  const locale = useLocale();
  const { years, months } = yearsAndMonths(pet.ageInMonths);
  return (
    <div className={styles.petRow}>
      <PetPhoto pet={pet} size={96} />
      <Stack space="xsmall">
        <Heading level={2} size="4">
          <Link href={sitePath('pet', locale, { animal: String(pet.id) })} weight="strong">
            {pet.name}
          </Link>
        </Heading>
        <Text size="small">
          {pet.petType === 'dog' ? t.dog : t.cat} · {pet.crossbreed ? t.crossbreed : pet.breedName}
        </Text>
        <Text size="small" tone="secondary">
          {pet.petGender === 'male' ? t.male : t.female} · {t.age(years, months)} ·{' '}
          {t.weight(formatKg(pet.weight, locale))}
        </Text>
      </Stack>
    </div>
  );
}
