import type { GuideStepName } from './GuideFrame.tsx';
import { KIBBLE_GUIDE_STEPS } from './guide-search.ts';

/** The kibble guide's four steps of spec §4 (profile, shape, diet, result); the result is its own page, which does
 * not load the steps' pet form. */
export const KIBBLE_STEPS: readonly GuideStepName[] = [...KIBBLE_GUIDE_STEPS, 'result'];
