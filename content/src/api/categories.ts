// A category listing in the content API's shape (contract/src/catalogue/category.ts): the category, its
// products as cards in the asked sort, filtered by `filters[code]=value`, minus the sku of the asking page.
import type { CategoryListing, CategoryQuery, FilterFacet } from '@gamelle/contract/catalogue/category';
import type { SortMode } from '@gamelle/contract/shared/limits';
import { categoryByKey, productsOfCategory } from '../catalogue.ts';
import { categories, filterLabels } from '../collections.ts';
import { categoryByPath, categoryPath } from '../paths.ts';
import type { Category, FilterCode, Locale, Product } from '../schema.ts';
import { toImage } from './images.ts';
import { productSummary } from './products.ts';

const filterCodes: FilterCode[] = ['animal', 'food_type', 'life_stage', 'needs', 'breed_size', 'grain_free'];

/** The listing of the category at `path` (e.g. `chien/croquettes`), or undefined when there is none. */
export function categoryListing(
  path: string,
  query: { locale: Locale; sort?: SortMode; filters?: CategoryQuery['filters']; exclude?: string },
): CategoryListing | undefined {
  const category = categoryByPath(query.locale, path);
  if (!category) return undefined;
  const sort = query.sort ?? 'relevancy';
  // An old recipe keeps its page (links and search engines still reach it) but leaves the listings: a customer
  // browsing a category should not meet a product, with a price, that can no longer be bought.
  const inCategory = productsOfCategory(category, sort).filter((p) => p.sku !== query.exclude && !p.old_product);
  const filters = query.filters ?? {};
  const listed = inCategory.filter((p) => matchesFilters(p, filters));
  return {
    category: categoryHeader(category, query.locale),
    sort,
    products: listed.map((p) => productSummary(p, query.locale)),
    totalItems: listed.length,
    facets: facets(inCategory, filters, query.locale),
  };
}

function categoryHeader(category: Category, locale: Locale): CategoryListing['category'] {
  const trail: Category[] = [];
  for (let c: Category | undefined = category; c; c = c.parent ? categoryByKey(c.parent) : undefined) trail.unshift(c);
  const link = (c: Category) => ({ name: c.name[locale], slug: categoryPath(c, locale) });
  return {
    slug: categoryPath(category, locale),
    name: category.name[locale],
    description: category.description[locale],
    image: toImage(category.image, locale),
    breadcrumb: trail.map(link),
    alternates: { fr: categoryPath(category, 'fr'), nl: categoryPath(category, 'nl') },
    children: categories
      .filter((c) => c.parent === category.key)
      .sort((a, b) => a.position - b.position)
      .map(link),
  };
}

/** A product passes when, for every filter given, one of its values is among the values asked. */
function matchesFilters(product: Product, filters: Record<string, string[]>): boolean {
  return Object.entries(filters).every(([code, wanted]) => {
    if (!filterCodes.includes(code as FilterCode) || wanted.length === 0) return true;
    return valuesOf(product, code as FilterCode).some((v) => wanted.includes(v));
  });
}

/**
 * Each filter with the values present in the category and, for each value, how many products the listing would
 * show with that value ticked: the products that pass every *other* filter (values of one filter add up, values
 * of different filters narrow), so a count of 0 says before the click that the choice leads nowhere.
 */
function facets(products: Product[], filters: Record<string, string[]>, locale: Locale): FilterFacet[] {
  return filterCodes.map((code) => {
    const labels = filterLabels[code];
    const present = new Set(products.flatMap((p) => valuesOf(p, code)));
    const others = products.filter((p) => matchesFilters(p, { ...filters, [code]: [] }));
    const counts = new Map<string, number>();
    for (const p of others) for (const v of valuesOf(p, code)) counts.set(v, (counts.get(v) ?? 0) + 1);
    return {
      code,
      label: labels.label[locale],
      values: Object.keys(labels.values)
        .filter((v) => present.has(v))
        .map((v) => ({ value: v, label: labels.values[v]![locale], count: counts.get(v) ?? 0 })),
    };
  });
}

function valuesOf(product: Product, code: FilterCode): string[] {
  const value = product.filters[code];
  return Array.isArray(value) ? [...value] : [String(value)];
}
