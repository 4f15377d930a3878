import { Button, Heading, Link, Stack, Text, type PetPhotoChange } from '@gamelle/design-system';
import type { ImageUploadResponse } from '@gamelle/contract/shared/images';
import type { PetFormValues, PetType } from '@gamelle/contract/pet/rules';
import type { AnimalRequestBody } from '@gamelle/contract/pet/api';
import type { Animal } from '@gamelle/contract/pet/schema';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { accountClient } from '../customer/index.ts';
import {
  deferredForm,
  serverRenderedLazy,
  sitePath,
  useLocale,
  useMessages,
  whenIdleOrInput,
  type Screen,
} from '../shared/index.ts';
import { petFormValues } from './form-values.ts';
import { petMessages } from './messages.ts';
import type { PetFormGuide } from './pet-search.ts';
import { PetPhoto } from './PetPhoto.tsx';
import { petClient, petQuery, usePetSaved } from './queries.ts';
import * as styles from './pet.css.ts';

// The form (react-hook-form, the schema, the fields) is a chunk of its own, server-rendered in place (the routes'
// loaders await `preloadPetForm` on the server) and hydrated after the first paint, at idle or on the first focus,
// press or key (issue 19).
const { Form: PetFormPart, preload: preloadForm } = deferredForm(() =>
  import('./PetFormPart.tsx').then((m) => ({ default: m.PetFormPart })),
);
// The photo dialog (its own form: react-hook-form) comes with it, from the same chunk; its button pressed before
// then does nothing (a dialog's trigger, no native action).
const { Component: PetPhotoPart, preload: preloadPhoto } = serverRenderedLazy(
  () => import('./PetFormPart.tsx').then((m) => ({ default: m.PetPhotoPart })),
  whenIdleOrInput,
);
/** On the server: the form and the photo dialog's button render at once, in place. */
export const preloadPetForm = () => Promise.all([preloadForm(), preloadPhoto()]).then(() => undefined);

/**
 * Adds a pet (`id` absent) or edits one: the account's pet form, its photo, and why each answer is asked. A pet added
 * from a guide's entrance (`guide`) goes on with that guide, when the guide is for its kind of pet.
 */
export function PetFormPage({
  customerId,
  id,
  guide,
}: {
  customerId: number;
  id?: number | undefined;
  guide?: PetFormGuide | undefined;
}) {
  return id === undefined ? (
    <PetFormScreen customerId={customerId} guide={guide} />
  ) : (
    <EditPet customerId={customerId} id={id} />
  );
}

function EditPet({ customerId, id }: { customerId: number; id: number }) {
  const { data: pet } = useSuspenseQuery(petQuery(useLocale(), customerId, id));
  return <PetFormScreen customerId={customerId} pet={pet} />;
}

/** What the photo will be on save: as it is, a new upload, or none. */
type StagedPhoto = { kind: 'keep' } | { kind: 'new'; upload: ImageUploadResponse } | { kind: 'removed' };

/**
 * The user-guide layout of spec §2: the form beside what its answers are used for (above it on a phone). The photo
 * dialog uploads at once (the real upload: its refusals show in the dialog) and the pet takes the photo when the
 * form is saved; then the pet's page with its notice.
 */
function PetFormScreen({
  customerId,
  pet,
  guide,
}: {
  customerId: number;
  pet?: Animal;
  guide?: PetFormGuide | undefined;
}) {
  const t = useMessages(petMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const saved = usePetSaved(locale, customerId);
  const [photo, setPhoto] = useState<StagedPhoto>({ kind: 'keep' });
  const shown = shownPhoto(photo, pet);
  const name = pet?.name ?? t.yourPet;

  const uploadPhoto = async ({ file, rotation }: PetPhotoChange) => {
    // Turning the current photo sends its bytes again with the rotation: the server turns what it stores.
    const source = file ?? (shown ? await currentPhoto(shown.url, shown.fileId) : null);
    if (!source) return;
    // The upload's client (the image service's calls and their zod schemas) comes with the first upload (issue 19).
    const { petPhotoCalls } = await import('@gamelle/contract/pet/photo-api');
    const upload = await petPhotoCalls(accountClient(locale).shop).upload({
      file: source,
      fileName: source.name,
      rotation,
    });
    setPhoto({ kind: 'new', upload });
  };

  const submit = async (values: Record<string, unknown>) => {
    const body: AnimalRequestBody = { ...(values as PetFormValues) };
    if (photo.kind === 'new') body.photo = photo.upload.fileId;
    else if (photo.kind === 'removed' && pet) body.photo = null;
    const client = petClient(locale);
    const result = pet ? await client.update(pet.id, body) : await client.create(body);
    await saved(result);
    const animal = String(result.id);
    const next = pet ? null : guideOf(guide, result.petType);
    if (next === 'kibble') await navigate({ to: '/guide-croquettes/$animal/', params: { animal } });
    else if (next === 'full') await navigate({ to: '/guide-bi-nutrition/$animal/', params: { animal } });
    else if (next === 'short') await navigate({ to: '/mini-guide-bi-nutrition/$animal/', params: { animal } });
    else
      await navigate({
        to: '/mon-compte/mes-animaux/$animal/',
        params: { animal },
        search: { notice: pet ? 'saved' : 'created' },
      });
  };

  return (
    <Stack space="large">
      {guide && !pet ? (
        <Link href={sitePath(guideEntrances[guide], locale)}>{t.backToGuide}</Link>
      ) : (
        <Link href={pet ? sitePath('pet', locale, { animal: String(pet.id) }) : sitePath('pets', locale)}>
          {pet ? pet.name : t.backToList}
        </Link>
      )}
      <Stack space="small">
        <Heading level={1}>{pet ? t.editTitle(pet.name) : t.addTitle}</Heading>
        {guide && !pet ? <Text tone="secondary">{t.fromGuide}</Text> : null}
      </Stack>
      <div className={styles.guideLayout}>
        <aside className={styles.aside} aria-labelledby="pet-why">
          <Stack space="small">
            <Heading level={2} size="4" id="pet-why">
              {t.whyTitle}
            </Heading>
            <Text>{t.whyIntro}</Text>
            <ul className={styles.why}>
              <li>{t.whyAge}</li>
              <li>{t.whySterilized}</li>
              <li>{t.whyCondition}</li>
              <li>{t.whyDiet}</li>
            </ul>
            <Text size="small" tone="secondary">
              {t.whyPrivacy}
            </Text>
          </Stack>
        </aside>
        <div className={styles.card}>
          <Stack space="large">
            <section aria-labelledby="pet-photo">
              <Stack space="small">
                <Heading level={2} size="4" id="pet-photo">
                  {t.photo}
                </Heading>
                <div className={styles.photoField}>
                  {shown ? (
                    <PetPhoto pet={{ name, photo: shown }} size={96} className={styles.photoThumb} />
                  ) : (
                    <Text tone="secondary">{t.noPhoto}</Text>
                  )}
                  <Suspense fallback={null}>
                    <PetPhotoPart
                      petName={name}
                      photoUrl={shown ? `${shown.url}?w=480&h=480&v=${encodeURIComponent(shown.fileHash)}` : null}
                      onSave={uploadPhoto}
                      onDelete={() => setPhoto({ kind: 'removed' })}
                      trigger={<Button variant="secondary">{shown ? t.changePhoto : t.addPhoto}</Button>}
                    />
                  </Suspense>
                </div>
                <Text size="small" tone="secondary">
                  {photo.kind === 'removed' ? t.photoRemoved : t.photoHint}
                </Text>
              </Stack>
            </section>
            <PetFormPart
              defaultValues={pet ? petFormValues(pet, locale) : {}}
              onSubmit={submit}
              submitLabel={pet ? t.save : t.create}
            />
          </Stack>
        </div>
      </div>
    </Stack>
  );
}

/** The guide's entrance, to go back to without adding a pet. */
const guideEntrances = {
  kibble: 'kibbleGuide',
  full: 'nutritionGuideFull',
  short: 'nutritionGuideShort',
} as const satisfies Record<PetFormGuide, Screen>;

/** The guide a new pet goes on with: the kibble guide for any pet, the bi-nutrition guides for a cat only. */
function guideOf(guide: PetFormGuide | undefined, type: PetType): PetFormGuide | null {
  if (guide === undefined) return null;
  return guide === 'kibble' || type === 'cat' ? guide : null;
}

/** The photo the page shows: the one just uploaded, none once removed, else the pet's own. */
function shownPhoto(photo: StagedPhoto, pet: Animal | undefined): Animal['photo'] {
  if (photo.kind === 'new') {
    const { fileId, url, fileHash, width, height } = photo.upload;
    return { fileId, url, fileHash: fileHash ?? fileId, width: width ?? 1, height: height ?? 1 };
  }
  return photo.kind === 'removed' ? null : (pet?.photo ?? null);
}

/** The stored photo's bytes (no resize query: the original), as a file to upload again turned. */
async function currentPhoto(url: string, fileId: string): Promise<File> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  const blob = await response.blob();
  const extension = url.split('.').pop()?.split('?')[0] ?? 'jpg';
  return new File([blob], `${fileId}.${extension}`, { type: blob.type });
}
