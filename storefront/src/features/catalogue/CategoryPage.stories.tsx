import { scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useParams } from '@tanstack/react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocale } from '../shared/index.ts';
import { firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { listingQuery, parseCategorySearch } from './category-search.ts';
import { CategoryPage } from './CategoryPage.tsx';
import { catalogueMessages } from './messages.ts';
import { catalogueQueries } from './queries.ts';

function CategoryScreen() {
  const { _splat = '' } = useParams({ strict: false });
  const search = parseCategorySearch(useLocation({ select: (l) => l.search }) as Record<string, unknown>);
  const deps = listingQuery(search);
  const locale = useLocale();
  const path = _splat.replace(/^\/+|\/+$/g, '');
  const { data } = useSuspenseQuery(catalogueQueries.category(path, locale, deps.sort, deps.filters));
  return <CategoryPage listing={data} search={search} />;
}

const meta = {
  title: 'Screens/Category',
  component: CategoryScreen,
  ...screenMeta('/chien/croquettes/'),
} satisfies Meta<typeof CategoryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A category's products; sorting goes through the URL and the mocks sort the listing. */
export const Loaded: Story = {
  play: async ({ canvasElement, globals, step }) => {
    const t = catalogueMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
    await expect(canvas.getAllByTestId('product-card').length).toBeGreaterThan(1);
    await step('sort by best sellers', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.sortLabel }), t.sortBestSellers);
      await waitFor(
        () => expect(canvas.getByRole('combobox', { name: t.sortLabel })).toHaveDisplayValue(t.sortBestSellers),
        firstLoad,
      );
      await expect(canvas.getAllByTestId('product-card').length).toBeGreaterThan(1);
    });
  },
};

export const Empty: Story = {
  parameters: { msw: scenarios.empty() },
  play: async ({ canvasElement, globals }) => {
    const t = catalogueMessages[localeOfStory(globals)];
    await expect(await within(canvasElement).findByText(t.noProducts, {}, firstLoad)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: scenarios.serverError() },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /réessayer|opnieuw/i }, firstLoad),
    ).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { shop: { path: '/hond/brokken/' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
  },
};
