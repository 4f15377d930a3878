import { RETRY_POLICY } from '@gamelle/contract/shared/limits';
import { scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { languageTag, useLocale } from '../shared/index.ts';
import { firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { catalogueMessages } from './messages.ts';
import { productPartMessages } from './part-messages.ts';
import ProductReviews from './ProductReviews.tsx';
import { catalogueQueries } from './queries.ts';

const slug = 'croquettes-chien-adulte-moyenne-race-au-poulet';
/** The product's summary count (json_avis), the total the page's count is out of. */
const summaryCount = 1354;
const reviewPages = '*/api/v2/shop/product-reviews';

/** The product page's reviews section, as the route renders it: the product answer's first reviews, then pages. */
function ReviewsScreen() {
  const { _splat = '' } = useParams({ strict: false });
  const [, product = slug] = _splat.split('/').filter(Boolean).slice(0, 2);
  const { data } = useSuspenseQuery(catalogueQueries.product(product, useLocale()));
  return (
    <main id="main" className="page">
      <ProductReviews product={data} />
    </main>
  );
}

const meta = {
  title: 'Screens/Product reviews',
  component: ReviewsScreen,
  ...screenMeta(`/produits/${slug}/`),
} satisfies Meta<typeof ReviewsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const setup = async (canvasElement: HTMLElement, globals: Record<string, unknown>) => {
  const locale = localeOfStory(globals);
  const t = { ...catalogueMessages[locale], ...productPartMessages[locale] };
  const count = (shown: number) =>
    t.reviewsShown(shown.toLocaleString(languageTag(locale)), summaryCount.toLocaleString(languageTag(locale)));
  const section = within(await within(canvasElement).findByTestId('product-reviews', {}, firstLoad));
  // The exact text: toHaveTextContent would fold the narrow no-break space of « 1 354 » into a space.
  return { t, count, section, more: () => section.getByRole('button', { name: t.reviewsMore }) };
};

/**
 * Issue 22: the first three reviews come with the product; « Voir plus d'avis » loads the next page (10 in all),
 * says the new count and moves focus to the first review added, then the page after (20).
 */
export const Loaded: Story = {
  play: async ({ canvasElement, globals, step }) => {
    const { count, section, more } = await setup(canvasElement, globals);
    await expect(section.getByRole('status').textContent).toBe(count(3));
    await expect(section.getAllByRole('listitem')).toHaveLength(3);
    await step('first page', async () => {
      await userEvent.click(more());
      await waitFor(() => expect(section.getByRole('status').textContent).toBe(count(10)), firstLoad);
      await waitFor(() => expect(section.getAllByRole('listitem')[3]).toHaveFocus());
    });
    await step('next page', async () => {
      await userEvent.click(more());
      await waitFor(() => expect(section.getByRole('status').textContent).toBe(count(20)), firstLoad);
      await waitFor(() => expect(section.getAllByRole('listitem')[10]).toHaveFocus());
    });
    const ids = section.getAllByRole('listitem').map((item) => item.dataset['reviewId']);
    await expect(new Set(ids).size).toBe(20);
    // Newest first across the pages.
    const dates = section.getAllByRole('listitem').map((item) => item.querySelector('time')!.dateTime);
    await expect(dates).toEqual([...dates].sort().reverse());
  },
};

/** The same in Dutch: Dutch reviews, written by Dutch-speaking customers. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { shop: { path: '/produits/brokken-volwassen-hond-middelgrote-rassen-met-kip/' } },
  play: async ({ canvasElement, globals }) => {
    const { count, section, more } = await setup(canvasElement, globals);
    await expect(section.getByRole('status').textContent).toBe(count(3));
    await userEvent.click(more());
    await waitFor(() => expect(section.getByRole('status').textContent).toBe(count(10)), firstLoad);
    await expect(section.getAllByRole('listitem')[3]!.dataset['reviewId']).toMatch(/-nl-\d+$/);
  },
};

/** While a page loads, the button is busy (spinner, aria-busy) and keeps the focus; the count waits. */
export const LoadingMore: Story = {
  parameters: { msw: scenarios.slow(600_000, { path: reviewPages }) },
  play: async ({ canvasElement, globals }) => {
    const { count, section, more } = await setup(canvasElement, globals);
    await userEvent.click(more());
    // Busy, the button's name is the spinner's « Chargement » (the label stays, hidden, to keep its width).
    const busy = section.getByRole('button');
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'true'));
    await expect(busy).toHaveFocus();
    await expect(section.getByRole('status').textContent).toBe(count(3));
  },
};

/** A page that cannot load is said (role=alert), and the button becomes « Réessayer ». */
export const ServerError: Story = {
  parameters: { msw: scenarios.serverError({ path: reviewPages }) },
  play: async ({ canvasElement, globals }) => {
    const { t, count, section, more } = await setup(canvasElement, globals);
    await userEvent.click(more());
    await waitFor(() => expect(section.getByRole('alert')).toHaveTextContent(t.reviewsFailed), firstLoad);
    const retry = section.getByRole('button', { name: t.reviewsRetry });
    await expect(retry).toBeEnabled();
    await expect(section.getByRole('status').textContent).toBe(count(3));
  },
};

// Fails the first press (the client's retry included), then answers as usual.
let failuresLeft = 0;
const failFirstPress = http.get(reviewPages, () =>
  failuresLeft-- > 0
    ? HttpResponse.json({ 'hydra:description': 'Une erreur est survenue' }, { status: 500 })
    : undefined,
);

/** « Réessayer » after a failure loads the page: the message goes, the reviews come, focus on the first added. */
export const RetryAfterError: Story = {
  parameters: { msw: [failFirstPress] },
  beforeEach: () => {
    failuresLeft = RETRY_POLICY.retries.GET + 1;
  },
  play: async ({ canvasElement, globals }) => {
    const { t, count, section, more } = await setup(canvasElement, globals);
    await userEvent.click(more());
    await waitFor(() => expect(section.getByRole('alert')).toHaveTextContent(t.reviewsFailed), firstLoad);
    await userEvent.click(section.getByRole('button', { name: t.reviewsRetry }));
    await waitFor(() => expect(section.getByRole('status').textContent).toBe(count(10)), firstLoad);
    await expect(section.getByRole('alert')).toHaveTextContent('');
    await waitFor(() => expect(section.getAllByRole('listitem')[3]).toHaveFocus());
  },
};
