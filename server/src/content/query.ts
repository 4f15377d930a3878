import type { Locale } from '@gamelle/contract';
import type { RenderLevel } from '@gamelle/contract/catalogue/product';
import type { Context } from 'hono';
import { requestLocale } from '../shared/http/locale.ts';
import { violation } from '../shared/http/problems.ts';

/** The content API's `locale` (fr, nl, or a shop locale code such as nl_BE). */
export function contentLocale(c: Context): Locale {
  return requestLocale(c);
}

/** `render=0|1|2` (or `renderLevel`); level 1 (summary) when absent. */
export function renderLevel(c: Context): RenderLevel {
  const raw = c.req.query('render') ?? c.req.query('renderLevel') ?? c.req.query('level') ?? '1';
  if (raw === '0' || raw === '1' || raw === '2') return Number(raw) as RenderLevel;
  throw violation('render', 'invalid', 'render must be 0, 1 or 2.');
}

/** `filters[sku][$in]=A&filters[sku][$in]=B` (also `filters[sku][$in][0]=A`, or one comma-separated value). */
export function skusOfQuery(c: Context): string[] {
  const all = c.req.queries();
  const skus: string[] = [];
  for (const [key, values] of Object.entries(all)) {
    if (/^filters\[sku\]\[\$in\](\[\d*\])?$/.test(key)) skus.push(...values.flatMap((v) => v.split(',')));
  }
  return [...new Set(skus.map((s) => s.trim()).filter(Boolean))].slice(0, 100);
}

/** `filters[code]=value` pairs of a category listing (the sku filter excluded). */
export function listingFilters(c: Context): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    const match = /^filters\[([a-z_]+)\](\[\])?$/.exec(key);
    if (match?.[1]) filters[match[1]] = values.flatMap((v) => v.split(','));
  }
  return filters;
}
