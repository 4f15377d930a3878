// The content gate: every file parses with its schema (index.ts throws otherwise), and the collections hold
// together: unique keys, prices that follow the subscription rule, references that resolve, both languages.
import { VARIANT_CODE_PATTERN } from '@gamelle/contract/shared/limits';
import { dailyDogRation } from '@gamelle/contract/guide/ration';
import { percentOf } from '@gamelle/contract/shared/money';
import { describe, expect, it } from 'vitest';
import { rawFiles } from './files.ts';
import {
  campaigns,
  categories,
  categoryByKey,
  coupons,
  crossSells,
  faq,
  home,
  linkHref,
  menus,
  pages,
  parse,
  productBySku,
  products,
  productsOfCategory,
  samplePackBySku,
  samplePacks,
  shops,
  categoryPath,
  homeSchema,
} from './index.ts';
import type { Link, Variant } from './index.ts';

const allVariants: Variant[] = [...products.flatMap((p) => p.variants), ...samplePacks.map((s) => s.variant)];
const knownSku = (sku: string) => productBySku(sku) !== undefined || samplePackBySku(sku) !== undefined;

describe('content/data parses with the schema', () => {
  it('loads every collection', () => {
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(faq.entries.length).toBeGreaterThanOrEqual(30);
    expect(shops.length).toBeGreaterThanOrEqual(10);
    expect(samplePacks.length).toBeGreaterThanOrEqual(2);
  });

  it('names the file and field of a broken record', () => {
    const broken = structuredClone(rawFiles['home.json']) as { reviews: { score: number } };
    broken.reviews.score = 7;
    expect(() => parse(homeSchema, broken, 'home.json')).toThrow(
      /content\/data\/home\.json is invalid:\n {2}reviews\.score/,
    );
  });

  it('refuses a text present in French only', () => {
    const broken = structuredClone(rawFiles['home.json']) as { newsletter: { title: Record<string, string> } };
    delete broken.newsletter.title.nl;
    expect(() => parse(homeSchema, broken, 'home.json')).toThrow(/newsletter\.title\.nl/);
  });
});

describe('catalogue integrity', () => {
  it('has unique skus', () => {
    const skus = [...products, ...samplePacks].map((p) => p.sku);
    expect(duplicates(skus)).toEqual([]);
  });

  it('has unique variant codes of exactly 8 digits', () => {
    const codes = allVariants.map((v) => v.code);
    expect(codes.filter((c) => !VARIANT_CODE_PATTERN.test(c))).toEqual([]);
    expect(duplicates(codes)).toEqual([]);
  });

  it('prices subscriptions exactly 10 % lower, rounded half up to the cent, as the cart does', () => {
    const wrong = allVariants.filter((v) => v.base_price_subscription !== v.base_price - percentOf(v.base_price, 10));
    expect(wrong.map((v) => v.code)).toEqual([]);
  });

  it('gives prices without tax at the French 20 % VAT', () => {
    const wrong = allVariants.filter((v) => v.base_price_tf !== Math.round(v.base_price / 1.2));
    expect(wrong.map((v) => v.code)).toEqual([]);
  });

  it('dates every back-soon variant, and only those', () => {
    expect(allVariants.filter((v) => (v.stock === 'back_soon') !== (v.back_on !== undefined))).toEqual([]);
  });

  it('covers every stock state of the spec', () => {
    const states = new Set(allVariants.map((v) => v.stock));
    for (const s of ['in_stock', 'out_of_stock', 'back_soon', 'unavailable', 'discontinued', 'no_longer_sold']) {
      expect(states, s).toContain(s);
    }
  });

  it('covers dogs and cats, dry and wet, every life stage, the needs, grain-free and breed sizes', () => {
    const f = products.map((p) => p.filters);
    for (const animal of ['dog', 'cat'] as const) {
      for (const type of ['dry', 'wet'] as const) {
        expect(
          f.filter((x) => x.animal === animal && x.food_type === type).length,
          `${animal} ${type}`,
        ).toBeGreaterThanOrEqual(5);
      }
    }
    for (const stage of ['puppy', 'kitten', 'adult', 'senior'])
      expect(f.some((x) => x.life_stage === stage)).toBe(true);
    for (const need of ['sterilised', 'sensitive'])
      expect(f.some((x) => x.needs.includes(need as 'sensitive'))).toBe(true);
    for (const size of ['small', 'large']) expect(f.some((x) => x.breed_size === size)).toBe(true);
    expect(f.some((x) => x.grain_free)).toBe(true);
  });

  it('keeps metabolizable energy realistic: dry 3200-4200, wet 700-1200 kcal/kg', () => {
    for (const p of products) {
      const [min, max] = p.filters.food_type === 'dry' ? [3200, 4200] : [700, 1200];
      expect(p.metabolizable_energy_kcal_per_kg, p.sku).toBeGreaterThanOrEqual(min);
      expect(p.metabolizable_energy_kcal_per_kg, p.sku).toBeLessThanOrEqual(max);
    }
  });

  it('gives dog feeding tables that agree with the ration calculator of the contract', () => {
    for (const p of products.filter((x) => x.filters.animal === 'dog')) {
      const energyKcalPerKg = p.metabolizable_energy_kcal_per_kg;
      const rows = [
        ...(p.feeding.adult ?? []).map((r) => ({ ...r, ageMonths: 24 })),
        ...(p.feeding.growth ?? []).flatMap((band) => band.rows.map((r) => ({ ...r, ageMonths: band.from_month }))),
      ];
      for (const row of rows) {
        const ration = dailyDogRation({ energyKcalPerKg, weightKg: row.weight_kg, ageMonths: row.ageMonths });
        expect(row.grams_per_day, `${p.sku} ${row.weight_kg} kg ${row.ageMonths} months`).toBe(ration?.gramsPerDay);
      }
    }
  });

  it('points sample packs, cross-sells, best sellers and offers at existing skus', () => {
    const referenced = [
      ...samplePacks.flatMap((s) => s.products),
      ...crossSells.flatMap((c) => [...(c.main_product ? [c.main_product] : []), ...c.products]),
      ...home.best_sellers.skus,
      ...campaigns.product_offers.map((o) => o.sku),
    ];
    expect(referenced.filter((sku) => !knownSku(sku))).toEqual([]);
  });

  it('has the three cross-sells the shop asks for', () => {
    expect(crossSells.map((c) => c.key).sort()).toEqual(
      ['cross_sell_divers', 'cross_sell_produit_cat', 'cross_sell_produit_dog'].sort(),
    );
  });
});

describe('site integrity', () => {
  it('has unique slugs per locale for products, sample packs, pages and category paths', () => {
    for (const locale of ['fr', 'nl'] as const) {
      expect(duplicates([...products, ...samplePacks].map((p) => p.slug[locale])), locale).toEqual([]);
      expect(duplicates(pages.map((p) => `${p.kind === 'landing'}:${p.slug[locale]}`)), locale).toEqual([]);
      expect(duplicates(categories.map((c) => categoryPath(c, locale))), locale).toEqual([]);
    }
    expect(duplicates(shops.map((s) => s.slug))).toEqual([]);
    expect(duplicates(faq.entries.map((e) => e.id))).toEqual([]);
  });

  it('uses the spec slugs for legal pages in both languages', () => {
    const legal = pages.filter((p) => p.kind === 'legal').map((p) => p.slug);
    expect(legal.map((s) => s.fr)).toEqual(
      expect.arrayContaining(['conditions-generales', 'cookies', 'donnees-personnelles']),
    );
    expect(legal.map((s) => s.nl)).toEqual(
      expect.arrayContaining(['gebruiksvoorwaarden', 'cookies', 'persoonlijke-gegevens']),
    );
  });

  it('gives the dog and cat categories their French and Dutch slugs, each with products', () => {
    expect(categoryByKey('chien')?.slug).toEqual({ fr: 'chien', nl: 'hond' });
    expect(categoryByKey('chat')?.slug).toEqual({ fr: 'chat', nl: 'kat' });
    for (const c of categories) expect(productsOfCategory(c).length, c.key).toBeGreaterThan(0);
  });

  it('resolves every category parent, FAQ theme and link', () => {
    expect(categories.filter((c) => c.parent !== null && !categoryByKey(c.parent)).map((c) => c.key)).toEqual([]);
    const themes = new Set(faq.themes.map((t) => t.key));
    expect(faq.entries.filter((e) => !themes.has(e.theme)).map((e) => e.id)).toEqual([]);
    const links: Link[] = [
      ...menus.header.flatMap((e) => [e.link, ...(e.children ?? []).map((c) => c.link)]),
      ...menus.footer.flatMap((g) => g.links.map((l) => l.link)),
      ...menus.footer_legal.map((l) => l.link),
      ...home.hero_slides.map((s) => s.link),
      ...campaigns.top_header.flatMap((b) => (b.link ? [b.link] : [])),
      ...campaigns.category_pushes.map((p) => p.link),
    ];
    for (const locale of ['fr', 'nl'] as const) {
      expect(links.filter((l) => linkHref(l, locale) === undefined)).toEqual([]);
    }
    expect(home.category_pushes.filter((p) => !categoryByKey(p.category))).toEqual([]);
    expect(campaigns.category_pushes.filter((p) => !categoryByKey(p.category))).toEqual([]);
  });

  it('states the brand review score and the newsletter offer of the spec', () => {
    expect(home.reviews).toEqual({ score: 4.71, count: 25769 });
    expect(home.newsletter.discount_cents).toBe(500);
    expect(coupons.find((c) => c.code === home.newsletter.coupon)).toMatchObject({ kind: 'fixed_amount', amount: 500 });
    expect(campaigns.popups.some((p) => p.popup_type === 'exit_popup' && p.coupon === home.newsletter.coupon)).toBe(
      true,
    );
  });

  it('has shops in France, Belgium and Luxembourg with single-date and range exceptions', () => {
    expect(new Set(shops.map((s) => s.country))).toEqual(new Set(['FR', 'BE', 'LU']));
    const special = shops.flatMap((s) => s.special);
    expect(special.some((x) => x.to === undefined)).toBe(true);
    expect(special.some((x) => x.to !== undefined)).toBe(true);
    expect(special.some((x) => x.kind === 'opening')).toBe(true);
    expect(special.filter((x) => x.to !== undefined && x.to < x.from)).toEqual([]);
    for (const s of shops) {
      const spans = Object.values(s.opening_hours).flat();
      expect(
        spans.filter((h) => h.closes <= h.opens),
        s.slug,
      ).toEqual([]);
    }
  });

  it('has an expired coupon, a percentage, a fixed amount and a free-shipping one', () => {
    expect(coupons.some((c) => c.expires_at !== null && c.expires_at < '2026-01-01')).toBe(true);
    expect(new Set(coupons.map((c) => c.kind))).toEqual(new Set(['fixed_amount', 'percentage', 'free_shipping']));
  });
});

function duplicates(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}
