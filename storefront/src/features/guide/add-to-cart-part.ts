// The results' way to the cart (once or as a subscription, its frequency: RadioGroup, FrequencySelect, the cart's
// calls; the kibble result's format select with it) is a chunk of its own (issue 19), server-rendered in place (the result routes' loaders await its preload)
// and hydrated after the first paint, at idle or on the first focus, press or key; a press on « Ajouter » made
// meanwhile is held and sent once it is live (deferredForm).
import { deferredForm } from '../shared/index.ts';

export const { Form: GuideAddToCartPart, preload: preloadAddToCart } = deferredForm(() =>
  import('./GuideAddToCart.tsx').then((m) => ({ default: m.GuideAddToCart })),
);
/** The kibble result's details: the format's select and its duration, with the way to the cart. */
export const { Form: KibbleProductDetailsPart, preload: preloadKibbleDetails } = deferredForm(() =>
  import('./KibbleProductDetails.tsx').then((m) => ({ default: m.KibbleProductDetails })),
);

/** For a result route's loader: the kibble result's details, or the bi-nutrition menu's way to the cart. */
export const preloadGuideAddToCart = (result: 'kibble' | 'menu'): Promise<void> =>
  result === 'kibble' ? preloadKibbleDetails() : preloadAddToCart();
