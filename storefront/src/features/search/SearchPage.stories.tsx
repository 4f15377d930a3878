import { scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { expect, userEvent, within } from 'storybook/test';
import { useLocale } from '../shared/index.ts';
import { firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { searchMessages } from './messages.ts';
import { searchQueries } from './queries.ts';
import { SearchPage } from './SearchPage.tsx';

function SearchScreen() {
  const q = useLocation({ select: (l) => new URLSearchParams(l.searchStr).get('q') ?? '' });
  const locale = useLocale();
  const { data } = useQuery({ ...searchQueries.results(q, locale), enabled: Boolean(q) });
  return <SearchPage key={q} q={q} result={q ? data : undefined} />;
}

const meta = {
  title: 'Screens/Search',
  component: SearchScreen,
  ...screenMeta('/rechercher/?q=chaton'),
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Results for "chaton", grouped as products, categories and articles. */
export const Results: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = searchMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', {}, firstLoad)).toHaveTextContent(/chaton|kitten/i);
    await expect(canvas.getByRole('heading', { name: t.products })).toBeVisible();
    // Products are the catalogue's cards, each with its picture.
    const cards = await within(canvas.getByRole('region', { name: t.products })).findAllByTestId(
      'search-product',
      {},
      firstLoad,
    );
    await expect(cards.length).toBeGreaterThan(0);
    await expect(cards[0]!.querySelector('img')).toBeInTheDocument();
  },
};

/** Suggestions while typing come from the mocks' search; none is shown for one letter. */
export const Suggestions: Story = {
  parameters: { shop: { path: '/rechercher/' } },
  play: async ({ canvasElement, globals }) => {
    const t = searchMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: t.label }, firstLoad), 'croq');
    await expect(await canvas.findByRole('list', { name: t.suggestions }, firstLoad)).toBeVisible();
  },
};

export const NoResults: Story = {
  parameters: { msw: scenarios.empty() },
  play: async ({ canvasElement, globals }) => {
    const t = searchMessages[localeOfStory(globals)];
    await expect(await within(canvasElement).findByText(t.none, {}, firstLoad)).toBeVisible();
  },
};

/** A word the shop does not know: no hit, and the search's recommended products keep the visitor going. */
export const NothingFound: Story = {
  parameters: { shop: { path: '/rechercher/?q=xqzwv' } },
  play: async ({ canvasElement, globals }) => {
    const t = searchMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.none, {}, firstLoad)).toBeVisible();
    const recommended = canvas.getByRole('region', { name: t.recommended });
    await expect((await within(recommended).findAllByTestId('search-product', {}, firstLoad)).length).toBeGreaterThan(
      0,
    );
  },
};

/** Results are slow to come: the form is there at once, the results when they arrive. */
export const Slow: Story = {
  parameters: { msw: scenarios.slow(600_000, { path: '*/api/search/' }) },
  play: async ({ canvasElement, globals }) => {
    const t = searchMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: t.label }, firstLoad)).toHaveValue('chaton');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { shop: { path: '/rechercher/?q=kitten' } },
  play: Results.play,
};
