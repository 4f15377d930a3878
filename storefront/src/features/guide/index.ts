// The guide feature's only door (issue 16): the kibble guide and the cat bi-nutrition guides, full and short, with
// their entrances; the routes hand them the pet and the URL's step.
export { GuideEntrance, type GuideKind } from './GuideEntrance.tsx';
export { KibbleGuidePage } from './KibbleGuidePage.tsx';
export { KibbleGuideResult } from './KibbleGuideResult.tsx';
export { BiNutritionGuidePage } from './BiNutritionGuidePage.tsx';
export { BiNutritionResult } from './BiNutritionResult.tsx';
export { guideMessages } from './messages.ts';
export { menuBodyOf } from './menu-body.ts';
export {
  biNutritionChoicesQuery,
  biNutritionMenuQuery,
  guideKeys,
  guidePetQuery,
  guidePetsQuery,
  recommendationsQuery,
} from './queries.ts';
export {
  readBiNutritionResultSearch,
  readBiNutritionSearch,
  readGuideEntranceSearch,
  readKibbleGuideSearch,
  type BiNutritionResultSearch,
  type BiNutritionSearch,
  type KibbleGuideSearch,
} from './guide-search.ts';
export { guidePetId, guideSeo, loadGuidePet } from './guide-route.ts';
export { loadBiNutritionPage } from './bi-nutrition-loader.ts';
export { preloadBiNutritionStep, preloadGuidePetForm } from './guide-parts.ts';
export { preloadGuideAddToCart } from './add-to-cart-part.ts';
