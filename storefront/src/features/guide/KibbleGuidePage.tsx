import type { AnimalRequestBody } from '@gamelle/contract/pet/api';
import type { PetFormVariantName } from '@gamelle/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLocale, useMessages } from '../shared/index.ts';
import { GuideFrame } from './GuideFrame.tsx';
import { GuidePetForm } from './guide-parts.ts';
import { KIBBLE_STEPS } from './kibble-steps.ts';
import { KIBBLE_GUIDE_STEPS, type KibbleGuideSearch, type KibbleGuideStep } from './guide-search.ts';
import { guideMessages } from './messages.ts';
import type { GuideAnswers } from './pet-values.ts';
import { guidePetQuery, useSavePet } from './queries.ts';

const VARIANTS: Record<KibbleGuideStep, PetFormVariantName> = {
  profile: 'guideProfile',
  shape: 'guideShape',
  diet: 'guideDiet',
};

/**
 * The kibble guide for one pet: its profile, shape and diet in the design system's guide forms (a chunk of their
 * own, hydrated after the first paint: guide-parts.ts), filled with what the pet's profile says. The answers travel in the URL from step to step (Back, Forward and a reload keep them);
 * the last step saves them to the pet, whose recommendations the result page then reads.
 */
export function KibbleGuidePage({
  customerId,
  id,
  search,
}: {
  customerId: number;
  id: number;
  search: KibbleGuideSearch;
}) {
  const t = useMessages(guideMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useSavePet(locale, customerId);
  const { data: pet } = useSuspenseQuery(guidePetQuery(locale, customerId, id));
  const step = search.step ?? 'profile';
  const index = KIBBLE_GUIDE_STEPS.indexOf(step);
  const animal = String(pet.id);

  const submit = async (given: GuideAnswers, bodyWith: (answers: KibbleGuideSearch) => AnimalRequestBody) => {
    const { step: _step, ...previous } = search;
    const answers = { ...previous, ...given };
    const next = KIBBLE_GUIDE_STEPS[index + 1];
    // The step's answers go into its own history entry first, so Back finds them given.
    await navigate({
      to: '/guide-croquettes/$animal/',
      params: { animal },
      search: { ...answers, step },
      replace: true,
    });
    if (next) {
      await navigate({ to: '/guide-croquettes/$animal/', params: { animal }, search: { ...answers, step: next } });
      return;
    }
    await save(pet.id, bodyWith(answers));
    await navigate({ to: '/guide-croquettes/$animal/recommandations/', params: { animal } });
  };

  const heading = {
    profile: t.heading_profile(pet.name),
    shape: t.heading_shape(pet.name),
    diet: t.heading_diet(pet.name),
  }[step];

  return (
    <GuideFrame
      title={`${t.kibbleTitle} ${t.forPet(pet.name)}`}
      intro={t.kibbleIntro}
      steps={KIBBLE_STEPS}
      current={step}
      heading={heading}
      linkTo={(target, label) => (
        <Link
          to="/guide-croquettes/$animal/"
          params={{ animal }}
          search={{ ...search, step: target as KibbleGuideStep }}
        >
          {label}
        </Link>
      )}
    >
      {/* Keyed by the step: each step's form is its own, live once mounted (guide-parts.ts). */}
      <GuidePetForm
        key={step}
        variant={VARIANTS[step]}
        withBreeds
        pet={pet}
        answers={search}
        onAnswers={submit}
        submitLabel={step === 'diet' ? t.seeResult : t.next}
      />
      {index > 0 ? (
        <Link
          to="/guide-croquettes/$animal/"
          params={{ animal }}
          search={{ ...search, step: KIBBLE_GUIDE_STEPS[index - 1] }}
        >
          {t.previous}
        </Link>
      ) : null}
    </GuideFrame>
  );
}
