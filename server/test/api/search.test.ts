import { searchResultSchema, searchSuggestionsSchema } from '@gamelle/contract/search/schema';
import { describe, expect, it } from 'vitest';
import { apiUrl, call } from './helpers.ts';

const search = async (query: string) => {
  const res = await call('GET', `${apiUrl}/search?${query}`);
  return { status: res.status, body: res.status === 200 ? searchResultSchema.parse(res.body) : res.body };
};
const names = (r: { body: { groups: { products: { hits: { name: string }[] } } } }) =>
  r.body.groups.products.hits.map((h) => h.name);

describe('site search', () => {
  it('answers the contract client path /search/?q= as well as /search?q=', async () => {
    const slash = await call('GET', `${apiUrl}/search/?q=abonement&locale=fr`);
    expect(slash.status).toBe(200);
    expect(searchResultSchema.parse(slash.body).groups.articles.total).toBeGreaterThan(0);
  });

  it('finds products without accents and in any case', async () => {
    const res = await search('q=PATEE%20BOEUF&locale=fr');
    expect(names(res)).toContain('Pâtée Chien Adulte au bœuf et aux carottes');
    expect(names(await search('q=sterilise&locale=fr')).every((n) => n.includes('Stérilisé'))).toBe(true);
  });

  it('forgives typos and half-typed words', async () => {
    const typo = await search('q=croqettes%20chein&locale=fr');
    expect(typo.body.groups.products.total).toBeGreaterThan(0);
    // Name matches first; recipes that only mention dogs in their description come after.
    expect(
      names(typo)
        .slice(0, 5)
        .every((n) => n.startsWith('Croquettes Chien')),
    ).toBe(true);
    expect(names(typo).every((n) => n.startsWith('Croquettes'))).toBe(true);
    const prefix = await search('q=steril&locale=fr');
    expect(names(prefix).length).toBeGreaterThan(0);
  });

  it('searches in Dutch', async () => {
    const res = await search('q=gesteriliseerde%20kat&locale=nl');
    expect(names(res)).toContain('Brokken Gesteriliseerde Kat met kip');
    expect(res.body.groups.products.hits[0]!.url).toMatch(/^\/nl\//);
  });

  it('groups articles (FAQ and pages), categories and products', async () => {
    const faq = await search('q=code%20promo&locale=fr');
    expect(faq.body.groups.articles.hits.map((a: { title: string }) => a.title)).toContain(
      'Comment utiliser un code promo\u00a0?',
    );
    const category = await search('q=chiot&locale=fr');
    expect(category.body.groups.categories.hits.map((c: { name: string }) => c.name)).toContain('Chiot');
    expect(category.body.groups.products.total).toBeGreaterThan(0);
  });

  it('ranks a name match above a description match, best sellers first on ties', async () => {
    const res = await search('q=poulet&locale=fr');
    const hits = names(res);
    expect(hits.slice(0, 3).every((n) => n.includes('poulet'))).toBe(true);
  });

  it('answers lite results and limits, and recommends best sellers when nothing matches', async () => {
    const lite = await search('q=chien&locale=fr&lite=true&limit=2');
    expect(lite.body.groups.products.hits).toHaveLength(2);
    expect(lite.body.groups.products.hits[0]).not.toHaveProperty('image');
    const none = await search('q=xylophone&locale=fr');
    expect(none.body.groups.products.total).toBe(0);
    expect(none.body.recommended?.length).toBeGreaterThan(0);
  });

  it('refuses an empty or oversized query', async () => {
    expect((await search('locale=fr')).status).toBe(422);
    expect((await search(`q=${'a'.repeat(201)}&locale=fr`)).status).toBe(422);
    expect((await search('q=chien&limit=500')).status).toBe(422);
  });

  it('suggests product and category names', async () => {
    const res = await call('GET', `${apiUrl}/search/suggestions?q=croq%20chat&locale=fr`);
    const suggestions = searchSuggestionsSchema.parse(res.body).suggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => /croquettes/i.test(s) && /chat/i.test(s))).toBe(true);
  });
});
