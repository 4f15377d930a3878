import type { Image } from '@gamelle/contract/content/common';

/** The attributes of the `home` page of the content API. */
export interface HomeContent {
  title: string;
  hero_slides: Array<{ id: string; title: string; text: string; cta: string; url: string; image: Image }>;
  category_pushes: Array<{ title: string; text: string; url: string; image: Image }>;
  best_sellers: { title: string; skus: string[] };
  reviews: { score: number; count: number; outOf: number };
  newsletter: { title: string; text: string; discount_cents: number };
  reassurance: Array<{ icon: string; title: string; text: string }>;
}
