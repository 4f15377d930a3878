// The guides' step pages load each step's code with that step (issue 19): the pet form's steps (react-hook-form, the
// schema, the fields), the meals, the selection and the ration are chunks of their own, server-rendered in place (the
// loaders await the shown step's preload on the server, and on a client navigation before the step renders) and
// hydrated after the first paint, at idle or on the first focus, press or key; a submit made meanwhile is held and
// sent once the step is live (deferredForm). The first step's load carries no later step's code.
import { deferredForm, serverRenderedLazy } from '../shared/index.ts';
import { biNutritionGuides, type BiNutritionKind } from './bi-nutrition-paths.ts';
import type { BiNutritionStep } from './guide-search.ts';

export const { Form: GuidePetForm, preload: preloadGuidePetForm } = deferredForm(() =>
  import('./GuidePetFormPart.tsx').then((m) => ({ default: m.GuidePetFormPart })),
);
export const { Form: BiNutritionMealsPart, preload: preloadMeals } = deferredForm(() =>
  import('./BiNutritionMealsStep.tsx').then((m) => ({ default: m.BiNutritionMealsStep })),
);
export const { Form: BiNutritionSelectionPart, preload: preloadSelection } = deferredForm(() =>
  import('./BiNutritionSelection.tsx').then((m) => ({ default: m.BiNutritionSelection })),
);
export const { Form: BiNutritionRationPart, preload: preloadRation } = deferredForm(() =>
  import('./BiNutritionRation.tsx').then((m) => ({ default: m.BiNutritionRation })),
);

/** A bi-nutrition guide opened for a dog: its refusal and the way to the kibble guide (links only, nothing held). */
export const { Component: BiNutritionNotACat, preload: preloadNotACat } = serverRenderedLazy(() =>
  import('./BiNutritionNotACat.tsx').then((m) => ({ default: m.BiNutritionNotACat })),
);

const stepParts: Record<BiNutritionStep, () => Promise<void>> = {
  profile: preloadGuidePetForm,
  meals: preloadMeals,
  selection: preloadSelection,
  ration: preloadRation,
};

/**
 * For a bi-nutrition step route's loader: the code of the step shown (a step the guide does not have shows the
 * profile), and on the server the dog's refusal too (the pet's kind is known once its query has answered).
 */
export function preloadBiNutritionStep(kind: BiNutritionKind, step: BiNutritionStep | undefined): Promise<void> {
  const shown = step && biNutritionGuides[kind].steps.includes(step) ? step : 'profile';
  return Promise.all([stepParts[shown](), preloadNotACat()]).then(() => undefined);
}
