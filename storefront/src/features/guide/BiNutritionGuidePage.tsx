import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useLocale, useMessages } from '../shared/index.ts';
import { biNutritionGuides, biNutritionSteps, type BiNutritionKind } from './bi-nutrition-paths.ts';
import { GuideFrame } from './GuideFrame.tsx';
import {
  BiNutritionMealsPart,
  BiNutritionNotACat,
  BiNutritionRationPart,
  BiNutritionSelectionPart,
  GuidePetForm,
} from './guide-parts.ts';
import type { BiNutritionSearch, BiNutritionStep } from './guide-search.ts';
import { guideMessages } from './messages.ts';
import { guidePetQuery, useSavePet } from './queries.ts';

/**
 * The cat bi-nutrition guides for one pet (spec §2/§4): the full one in five steps (profile, meals, selection,
 * ration, result), the short one in four (its selection asks the meals too). The profile is saved to the pet when
 * it is left (the menu is computed from the stored pet); meals, kibble and recipes travel in the URL. Each step's
 * code is a chunk of its own, loaded with the step (guide-parts.ts).
 */
export function BiNutritionGuidePage({
  kind,
  customerId,
  id,
  search,
}: {
  kind: BiNutritionKind;
  customerId: number;
  id: number;
  search: BiNutritionSearch;
}) {
  const t = useMessages(guideMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useSavePet(locale, customerId);
  const { data: pet } = useSuspenseQuery(guidePetQuery(locale, customerId, id));
  const guide = biNutritionGuides[kind];
  const step: BiNutritionStep = search.step && guide.steps.includes(search.step) ? search.step : 'profile';
  const index = guide.steps.indexOf(step);
  const animal = String(pet.id);
  const { step: _step, ...choices } = search;
  /** The step's answers are written into its own history entry first, so Back finds them chosen. */
  const go = async (target: BiNutritionStep, more: Omit<BiNutritionSearch, 'step'> = {}) => {
    const answered = { ...choices, ...more };
    await navigate({ to: guide.path, params: { animal }, search: { ...answered, step }, replace: true });
    await navigate({ to: guide.path, params: { animal }, search: { ...answered, step: target } });
  };
  const next = guide.steps[index + 1] ?? 'ration';
  const title = `${kind === 'full' ? t.biTitle : t.miniTitle} ${t.forPet(pet.name)}`;

  const heading = {
    profile: t.heading_profile(pet.name),
    meals: t.heading_meals,
    selection: t.heading_selection,
    ration: t.heading_ration(pet.name),
  }[step];

  return (
    <GuideFrame
      title={title}
      intro={kind === 'full' ? t.biIntro : t.miniIntro}
      steps={biNutritionSteps(kind)}
      current={step}
      heading={heading}
      linkTo={(target, label) => (
        <Link to={guide.path} params={{ animal }} search={{ ...choices, step: target as BiNutritionStep }}>
          {label}
        </Link>
      )}
    >
      {pet.petType !== 'cat' ? (
        <Suspense fallback={null}>
          <BiNutritionNotACat animal={animal} />
        </Suspense>
      ) : step === 'profile' ? (
        <GuidePetForm
          key="profile"
          variant="biNutrition"
          pet={pet}
          answers={{}}
          onAnswers={async (answers, bodyWith) => {
            await save(pet.id, bodyWith(answers));
            await go(next);
          }}
          submitLabel={t.next}
        />
      ) : step === 'meals' ? (
        <BiNutritionMealsPart value={search.meals} onDone={(meals) => void go(next, { meals })} />
      ) : step === 'selection' ? (
        <BiNutritionSelectionPart
          customerId={customerId}
          id={pet.id}
          search={search}
          askMeals={kind === 'short'}
          onDone={(chosen) => void go(next, chosen)}
        />
      ) : (
        <BiNutritionRationPart
          customerId={customerId}
          id={pet.id}
          search={search}
          petName={pet.name}
          fixLinks={(label, target) => (
            <Link to={guide.path} params={{ animal }} search={{ ...choices, step: target }}>
              {label}
            </Link>
          )}
          resultLink={(label) => (
            <Link to={guide.result} params={{ animal }} search={choices}>
              {label}
            </Link>
          )}
          onMissingChoice={() => void go('selection')}
        />
      )}
      {index > 0 && pet.petType === 'cat' ? (
        <Link to={guide.path} params={{ animal }} search={{ ...choices, step: guide.steps[index - 1] }}>
          {t.previous}
        </Link>
      ) : null}
    </GuideFrame>
  );
}
