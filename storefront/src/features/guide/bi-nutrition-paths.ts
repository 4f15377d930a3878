// The two bi-nutrition guides share their screens; only their routes and steps differ (spec §2: the full guide's
// five steps, the short guide's four).
import type { GuideStepName } from './GuideFrame.tsx';
import { BI_NUTRITION_STEPS, MINI_BI_NUTRITION_STEPS, type BiNutritionStep } from './guide-search.ts';

export type BiNutritionKind = 'full' | 'short';

export const biNutritionGuides = {
  full: {
    steps: BI_NUTRITION_STEPS as readonly BiNutritionStep[],
    path: '/guide-bi-nutrition/$animal/',
    result: '/guide-bi-nutrition/$animal/recommandations/',
    entrance: '/userGuide/guide-nutrition-full/',
  },
  short: {
    steps: MINI_BI_NUTRITION_STEPS as readonly BiNutritionStep[],
    path: '/mini-guide-bi-nutrition/$animal/',
    result: '/mini-guide-bi-nutrition/$animal/recommandations/',
    entrance: '/userGuide/guide-nutrition-short/',
  },
} as const;

export function biNutritionSteps(kind: BiNutritionKind): readonly GuideStepName[] {
  return [...biNutritionGuides[kind].steps, 'result'];
}
