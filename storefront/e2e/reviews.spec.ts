import { expect, test } from './fixtures.ts';

// Issue 22: « 3 of 1,354 is not verified reviews ». The product page shows the newest reviews in the page's
// language, « Voir plus d'avis » loads the next pages from GET /shop/product-reviews, and what the page lists and
// counts is exactly what the API answers, in French and in Dutch.

const cases = [
  {
    locale: 'fr',
    path: '/produits/croquettes-chien-adulte-moyenne-race-au-poulet/',
    more: 'Voir plus d’avis',
    shown: (n: number) => new RegExp(`^${n} avis affichés sur 1[\\u202f\\u00a0 ]354$`),
  },
  {
    locale: 'nl',
    path: '/nl/producten/brokken-volwassen-hond-middelgrote-rassen-met-kip/',
    more: 'Meer beoordelingen tonen',
    shown: (n: number) => new RegExp(`^${n} van de 1\\.354 beoordelingen getoond$`),
  },
] as const;

interface ReviewPage {
  'hydra:member': { id: string; author: string; text: string; rating: number }[];
  'hydra:totalItems': number;
}

for (const c of cases) {
  test(`reviews load on demand and match the API (${c.locale})`, async ({ page, request }) => {
    const api = async (n: number) => {
      const res = await request.get(
        `/api/v2/shop/product-reviews?productCode=CHIEN-SEC-ADULTE-MR&page=${n}&itemsPerPage=10&locale=${c.locale}`,
      );
      expect(res.status()).toBe(200);
      return (await res.json()) as ReviewPage;
    };
    const expected = [...(await api(1))['hydra:member'], ...(await api(2))['hydra:member']];
    expect(expected).toHaveLength(20);

    await page.goto(c.path);
    const section = page.getByTestId('product-reviews');
    const items = section.getByRole('listitem');
    const listed = async () =>
      items.evaluateAll((nodes) =>
        nodes.map((n) => ({
          id: (n as HTMLElement).dataset['reviewId'],
          text: n.querySelectorAll('p')[1]?.textContent,
        })),
      );
    // Server-rendered: the newest three, as the API's first page starts.
    await expect(section.getByRole('status')).toHaveText(c.shown(3));
    expect(await listed()).toEqual(expected.slice(0, 3).map((r) => ({ id: r.id, text: r.text })));
    await expect(section).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });

    const more = section.getByRole('button', { name: c.more });
    await more.click();
    await expect(section.getByRole('status')).toHaveText(c.shown(10), { timeout: 20_000 });
    await expect(items.nth(3)).toBeFocused();
    await more.click();
    await expect(section.getByRole('status')).toHaveText(c.shown(20), { timeout: 20_000 });
    await expect(items.nth(10)).toBeFocused();
    expect(await listed()).toEqual(expected.map((r) => ({ id: r.id, text: r.text })));
    await expect(items.nth(10).getByText(expected[10]!.author)).toBeVisible();
  });
}
