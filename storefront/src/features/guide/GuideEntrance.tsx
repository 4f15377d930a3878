import type { Animal } from '@gamelle/contract/pet/schema';
import { buttonClassName, Heading, Stack, Text } from '@gamelle/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { loginHref } from '../session/index.ts';
import { useLocale, useMessages } from '../shared/index.ts';
import { biNutritionGuides } from './bi-nutrition-paths.ts';
import { guideMessages } from './messages.ts';
import { guidePetsQuery } from './queries.ts';
import * as styles from './guide.css.ts';

export type GuideKind = 'kibble' | 'full' | 'short';

/**
 * A guide's way in (spec §2): the kibble guide's entrance and the bi-nutrition guides' no-pet entrances, full and
 * short. The guides work on a pet of the customer's account, so a visitor is asked to log in first (and comes
 * back here), a customer picks one of their pets (cats for bi-nutrition), and one without a pet is led to create
 * its profile first.
 */
export function GuideEntrance({
  kind,
  customerId,
  animal,
}: {
  kind: GuideKind;
  customerId: number | null;
  /** Offer this type's pets first (the Dutch /abonnement/hond|kat/ links). */
  animal?: 'dog' | 'cat' | undefined;
}) {
  const t = useMessages(guideMessages);
  const title = { kibble: t.kibbleTitle, full: t.biTitle, short: t.miniTitle }[kind];
  const intro = { kibble: t.kibbleIntro, full: t.biIntro, short: t.miniIntro }[kind];
  return (
    <Stack space="large">
      <Heading level={1}>{title}</Heading>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <Text>{intro}</Text>
        </aside>
        <div className={styles.card}>
          {customerId === null ? <LoginFirst /> : <ChoosePet kind={kind} customerId={customerId} animal={animal} />}
        </div>
      </div>
    </Stack>
  );
}

function LoginFirst() {
  const t = useMessages(guideMessages);
  const locale = useLocale();
  const here = useLocation({ select: (l) => l.publicHref });
  return (
    <Stack space="medium">
      <Heading level={2} size="3">
        {t.loginTitle}
      </Heading>
      <Text>{t.loginText}</Text>
      <div>
        <a className={buttonClassName()} href={loginHref(locale, here)}>
          {t.login}
        </a>
      </div>
    </Stack>
  );
}

function ChoosePet({
  kind,
  customerId,
  animal,
}: {
  kind: GuideKind;
  customerId: number;
  animal: 'dog' | 'cat' | undefined;
}) {
  const t = useMessages(guideMessages);
  const locale = useLocale();
  const { data } = useSuspenseQuery(guidePetsQuery(locale, customerId));
  const all = data['hydra:member'];
  const offered = kind === 'kibble' ? all : all.filter((pet) => pet.petType === 'cat');
  const pets = animal ? [...offered].sort((a, b) => rank(a, animal) - rank(b, animal)) : offered;
  return (
    <Stack space="medium">
      <Heading level={2} size="3">
        {kind === 'kibble' ? t.choosePet : t.chooseCat}
      </Heading>
      {pets.length === 0 ? <Text>{kind === 'kibble' ? t.noPet : t.noCat}</Text> : null}
      {pets.length > 0 ? (
        <ul className={styles.list}>
          {pets.map((pet) => (
            <li key={pet.id}>
              <PetStart kind={kind} pet={pet} />
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        {/* The new pet comes back to this guide (the add form's `guide`). */}
        <Link
          to="/mon-compte/mes-animaux/ajouter/"
          search={{ guide: kind }}
          className={pets.length === 0 ? buttonClassName() : buttonClassName({ variant: 'secondary' })}
        >
          {pets.length === 0 ? t.addPet : t.addAnother}
        </Link>
      </div>
    </Stack>
  );
}

function PetStart({ kind, pet }: { kind: GuideKind; pet: Animal }) {
  const t = useMessages(guideMessages);
  const animal = String(pet.id);
  const label = t.startFor(pet.name);
  if (kind === 'kibble')
    return (
      <Link to="/guide-croquettes/$animal/" params={{ animal }} className={buttonClassName({ variant: 'secondary' })}>
        {label}
      </Link>
    );
  return (
    <Link to={biNutritionGuides[kind].path} params={{ animal }} className={buttonClassName({ variant: 'secondary' })}>
      {label}
    </Link>
  );
}

const rank = (pet: Animal, first: 'dog' | 'cat') => (pet.petType === first ? 0 : 1);
