import { Alert, Button, Heading, Inline, Link, Stack, Text, buttonClassName } from '@gamelle/design-system';
import type { Animal } from '@gamelle/contract/pet/schema';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { sitePath, useLocale, useMessages } from '../shared/index.ts';
import type * as DeleteDialogModule from './PetDeleteDialog.tsx';
import { formatBirthday, formatKg, yearsAndMonths } from './format.ts';
import { petMessages } from './messages.ts';
import { PetPhoto } from './PetPhoto.tsx';
import { petQuery } from './queries.ts';
import * as styles from './pet.css.ts';

/**
 * One pet's profile (spec §2): everything the form holds, its photo, the way to edit it, and its deletion behind a
 * confirmation that opens on Cancel (Escape closes it, focus goes back to Delete). `notice` is the URL's word after a
 * save (`created`, `saved`).
 */
export function PetPage({
  customerId,
  id,
  notice,
}: {
  customerId: number;
  id: number;
  notice?: 'created' | 'saved' | undefined;
}) {
  const t = useMessages(petMessages);
  const locale = useLocale();
  const { data: pet } = useSuspenseQuery(petQuery(locale, customerId, id));
  const { years, months } = yearsAndMonths(pet.ageInMonths);

  return (
    <Stack space="large">
      <Link href={sitePath('pets', locale)}>{t.backToList}</Link>
      <div className={styles.petRow}>
        <PetPhoto pet={pet} size={96} />
        <Stack space="xsmall">
          <Heading level={1}>{pet.name}</Heading>
          <Text tone="secondary">
            {pet.petType === 'dog' ? t.dog : t.cat} · {pet.crossbreed ? t.crossbreed : pet.breedName}
          </Text>
        </Stack>
      </div>
      <div aria-live="polite">
        {notice ? (
          <Alert tone="positive">{notice === 'created' ? t.created(pet.name) : t.saved(pet.name)}</Alert>
        ) : null}
      </div>
      <div className={styles.sections}>
        <Section title={t.profile}>
          <Fact name={t.typeLabel}>{pet.petType === 'dog' ? t.dog : t.cat}</Fact>
          <Fact name={t.breedLabel}>{pet.crossbreed ? t.crossbreed : pet.breedName}</Fact>
          <Fact name={t.genderLabel}>{pet.petGender === 'male' ? t.male : t.female}</Fact>
          <Fact name={t.ageLabel}>{t.age(years, months)}</Fact>
          {pet.birthday ? <Fact name={t.birthdayLabel}>{formatBirthday(pet.birthday, locale)}</Fact> : null}
          <Fact name={t.sterilizedLabel}>{pet.sterilized ? t.yes : t.no}</Fact>
        </Section>
        <Section title={t.health}>
          <Fact name={t.weightLabel}>{t.weight(formatKg(pet.weight, locale))}</Fact>
          <Fact name={t.conditionLabel}>{t[`condition_${pet.condition}`]}</Fact>
          <Fact name={t.activityLabel}>{label(t, 'activity', pet.activity)}</Fact>
          <Fact name={t.featureLabel}>{label(t, 'feature', pet.feature)}</Fact>
        </Section>
        <Section title={t.diet}>
          <Fact name={t.feedsLabel}>{sentence(pet.feeds.map((feed) => label(t, 'feed', feed)))}</Fact>
          <Fact name={t.kibbleBrandLabel}>{pet.kibbleBrand}</Fact>
          {pet.oldKibbleBrand ? <Fact name={t.oldKibbleBrandLabel}>{pet.oldKibbleBrand}</Fact> : null}
          <Fact name={t.onlyThisBrandLabel}>{pet.onlyThisBrandSinceAlways ? t.yes : t.no}</Fact>
        </Section>
      </div>
      <Inline space="small">
        <a
          href={sitePath('petEdit', locale, { animal: String(pet.id) })}
          className={buttonClassName()}
          aria-label={t.editPet(pet.name)}
        >
          {t.edit}
        </a>
        <DeletePet pet={pet} customerId={customerId} />
      </Inline>
    </Stack>
  );
}

type Messages = (typeof petMessages)['fr'];

/** The label of a list value (`activity_low`), or the value itself should the server know one the shop does not. */
function label(t: Messages, list: 'activity' | 'feature' | 'feed', value: string): string {
  const text = (t as unknown as Record<string, unknown>)[`${list}_${value}`];
  return typeof text === 'string' ? text : value;
}

/** "Croquettes, pâtée": the list's labels (lower case) as one phrase starting with a capital. */
function sentence(labels: string[]): string {
  const text = labels.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <Stack space="small">
        <Heading level={2} size="4">
          {title}
        </Heading>
        <dl className={styles.facts}>{children}</dl>
      </Stack>
    </section>
  );
}

function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.factName}>{name}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}

let loadingDialog: Promise<typeof DeleteDialogModule> | undefined;
/** The confirmation's chunk (Radix Dialog), asked for once (again after a failure): on the button's hover, focus or press. */
const loadDeleteDialog = () =>
  (loadingDialog ??= import('./PetDeleteDialog.tsx').catch((error: unknown) => {
    loadingDialog = undefined;
    throw error;
  }));
const PetDeleteDialog = lazy(() => loadDeleteDialog().then((module) => ({ default: module.PetDeleteDialog })));

/**
 * Delete, and its confirmation: the button is the page's own (server included), the dialog's code (Radix Dialog) a
 * chunk of its own, out of the page's first load (issue 19), fetched on the button's hover or focus, else on its press,
 * which opens the dialog once it has arrived. Focus goes back to the button when the dialog closes.
 */
function DeletePet({ pet, customerId }: { pet: Animal; customerId: number }) {
  const t = useMessages(petMessages);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadDeleteDialog().catch(() => undefined);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        aria-label={t.deletePet(pet.name)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
      >
        {t.delete}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <PetDeleteDialog pet={pet} customerId={customerId} open={open} onOpenChange={setOpen} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}
