// Pages of the content API (`GET {page key}`, contract/src/content/page.ts). A key is the page's path without
// the locale prefix: `page/conditions-generales`, `pagina/gebruiksvoorwaarden`, `landing/abonnement`, or a bare
// key. Three keys carry structured content in their attributes: `home`, `faq` and `stores`.
import type { Page } from '@gamelle/contract/content/page';
import { faq, home, pages, shops } from '../collections.ts';
import { linkHref, pageByKey, pageBySlug, pageHref, shopHref, trimSlashes } from '../paths.ts';
import type { Locale, Page as ContentPage } from '../schema.ts';
import { toImage } from './images.ts';

const siteName = 'Gamelle';

/** The page for a key, or undefined (the API answers 404). */
export function pageFor(key: string, locale: Locale): Page | undefined {
  const path = trimSlashes(key);
  if (path === 'home' || path === '') return homePage(locale);
  if (path === 'faq') return faqPage(locale);
  if (['stores', 'magasins', 'winkels'].includes(path)) return storesPage(locale);
  const [prefix, slug, ...rest] = path.split('/');
  if (slug !== undefined && rest.length === 0 && ['page', 'pagina', 'landing'].includes(prefix!)) {
    // The other language's slug also finds the page (a language switch or an old link), answered in `locale`.
    const page = pageBySlug(locale, slug) ?? pageBySlug(locale === 'fr' ? 'nl' : 'fr', slug);
    const isLanding = prefix === 'landing';
    return page && (page.kind === 'landing') === isLanding ? textPage(page, locale) : undefined;
  }
  const page = rest.length === 0 && slug === undefined ? (pageByKey(path) ?? pageBySlug(locale, path)) : undefined;
  return page && textPage(page, locale);
}

function textPage(page: ContentPage, locale: Locale): Page {
  return {
    slug: page.slug[locale],
    locale,
    attributes: {
      title: page.title[locale],
      body: page.body[locale],
      seo: { title: `${page.title[locale]} | ${siteName}`, description: page.seo_description[locale] },
      layout: page.kind === 'landing' ? 'landing' : 'default',
      kind: page.kind,
      updated_at: page.updated_at,
      /** The page's URL in each language, for hreflang links and the language switcher. */
      alternates: { fr: pageHref(page, 'fr'), nl: pageHref(page, 'nl') },
      ...(page.image ? { image: toImage(page.image, locale) } : {}),
      ...(page.offer ? { offer: page.offer } : {}),
      ...(page.actions
        ? {
            actions: page.actions.flatMap((action) => {
              const url = linkHref(action.link, locale);
              return url ? [{ label: action.label[locale], url }] : [];
            }),
          }
        : {}),
    },
  };
}

function homePage(locale: Locale): Page {
  const title = { fr: 'Croquettes et pâtées fabriquées en France', nl: 'Brokken en natvoer gemaakt in Frankrijk' };
  return {
    slug: '',
    locale,
    attributes: {
      title: title[locale],
      seo: { title: `${siteName} · ${title[locale]}`, description: home.newsletter.text[locale] },
      layout: 'default',
      hero_slides: home.hero_slides.map((s) => ({
        id: s.id,
        title: s.title[locale],
        text: s.text[locale],
        cta: s.cta[locale],
        url: linkHref(s.link, locale),
        image: toImage(s.image, locale),
      })),
      category_pushes: home.category_pushes.map((p) => ({
        title: p.title[locale],
        text: p.text[locale],
        url: linkHref({ category: p.category }, locale),
        image: toImage(p.image, locale),
      })),
      best_sellers: { title: home.best_sellers.title[locale], skus: home.best_sellers.skus },
      reviews: { ...home.reviews, outOf: 5 },
      newsletter: {
        title: home.newsletter.title[locale],
        text: home.newsletter.text[locale],
        discount_cents: home.newsletter.discount_cents,
      },
      reassurance: home.reassurance.map((r) => ({ icon: r.icon, title: r.title[locale], text: r.text[locale] })),
    },
  };
}

function faqPage(locale: Locale): Page {
  const title = { fr: 'Questions fréquentes', nl: 'Veelgestelde vragen' };
  return {
    slug: 'faq',
    locale,
    attributes: {
      title: title[locale],
      seo: { title: `${title[locale]} | ${siteName}`, description: title[locale] },
      themes: [...faq.themes]
        .sort((a, b) => a.position - b.position)
        .map((t) => ({
          key: t.key,
          name: t.name[locale],
          entries: faq.entries
            .filter((e) => e.theme === t.key)
            .map((e) => ({ id: e.id, question: e.question[locale], answer: e.answer[locale] })),
        })),
    },
  };
}

function storesPage(locale: Locale): Page {
  const title = { fr: 'Nos magasins', nl: 'Onze winkels' };
  return {
    slug: locale === 'fr' ? 'magasins' : 'winkels',
    locale,
    attributes: {
      title: title[locale],
      seo: { title: `${title[locale]} | ${siteName}`, description: title[locale] },
      shops: shops.map((s) => ({
        ...s,
        url: shopHref(s.slug, locale),
        special: s.special.map((x) => ({ ...x, label: x.label[locale] })),
      })),
    },
  };
}

/** Every page key the API answers, for the sitemap and the tests. */
export function pageKeys(locale: Locale): string[] {
  return [
    'home',
    'faq',
    'stores',
    ...pages.map((p) => `${p.kind === 'landing' ? 'landing' : locale === 'fr' ? 'page' : 'pagina'}/${p.slug[locale]}`),
  ];
}
