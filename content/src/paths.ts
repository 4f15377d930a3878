// Where content lives in the shop, per locale: every URL from the contract's route table (spec §2), one source.
import { categoryByKey, productBySku, samplePackBySku } from './catalogue.ts';
import { categories, pages } from './collections.ts';
import { sitePath } from '@gamelle/contract/shared/site-routes';
import type { Category, Link, Locale, Page } from './schema.ts';

/** `chien/croquettes` in French, `hond/brokken` in Dutch: the slugs of the category and its parents. */
export function categoryPath(category: Category, locale: Locale): string {
  const parent = category.parent ? categoryByKey(category.parent) : undefined;
  return parent ? `${categoryPath(parent, locale)}/${category.slug[locale]}` : category.slug[locale];
}

/** The category at a path such as `chien/croquettes` (slashes around it are ignored). */
export function categoryByPath(locale: Locale, path: string): Category | undefined {
  const wanted = trimSlashes(path);
  return categories.find((c) => categoryPath(c, locale) === wanted);
}

/** A category's URL: the route table's catch-all row (spec §2), filled with its slugs in that locale. */
export function categoryHref(category: Category, locale: Locale): string {
  return sitePath('category', locale, { _splat: categoryPath(category, locale) });
}

export function productHref(slug: string, locale: Locale, format?: string): string {
  return sitePath('product', locale, format ? { product: slug, format } : { product: slug });
}

export function samplePackHref(slug: string, locale: Locale): string {
  return sitePath('samples', locale, { sample: slug });
}

/** Landing pages live under /landing/, the others under /page/ (/nl/pagina/). */
export function pageHref(page: Page, locale: Locale): string {
  const slug = page.slug[locale];
  return page.kind === 'landing'
    ? sitePath('landing', locale, { landing: slug })
    : sitePath('page', locale, { page: slug });
}

/** A FAQ entry's link (the search's articles): `/faq/{id}/`, `/nl/faq/{id}/`. */
export function faqHref(id: string, locale: Locale): string {
  return sitePath('faq', locale, { faqQuery: id });
}

export function shopHref(slug: string, locale: Locale): string {
  return sitePath('store', locale, { shop: slug });
}

export function pageByKey(key: string): Page | undefined {
  return pages.find((p) => p.key === key);
}

export function pageBySlug(locale: Locale, slug: string): Page | undefined {
  const wanted = trimSlashes(slug);
  return pages.find((p) => p.slug[locale] === wanted);
}

/** The URL a content link leads to, or undefined when it names something that does not exist. */
export function linkHref(link: Link, locale: Locale): string | undefined {
  if ('path' in link) return link.path[locale];
  if ('category' in link) {
    const category = categoryByKey(link.category);
    return category && categoryHref(category, locale);
  }
  if ('page' in link) {
    const page = pageByKey(link.page);
    return page && pageHref(page, locale);
  }
  const product = productBySku(link.product);
  if (product) return productHref(product.slug[locale], locale);
  const pack = samplePackBySku(link.product);
  return pack && samplePackHref(pack.slug[locale], locale);
}

export function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}
