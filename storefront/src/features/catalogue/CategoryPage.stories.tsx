import { scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useParams } from '@tanstack/react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocale } from '../shared/index.ts';
import { firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { listingQuery, parseCategorySearch } from './category-search.ts';
import { CategoryPage } from './CategoryPage.tsx';
import { listingMessages } from './listing-messages.ts';
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
    const t = listingMessages[localeOfStory(globals)];
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

/** Issue 22: ticked filters as removable chips; each value counts what the page would show with it ticked. */
export const Filtered: Story = {
  parameters: { shop: { path: '/chien/?food_type=wet' } },
  play: async ({ canvasElement, globals }) => {
    const t = listingMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    const chip = await canvas.findByRole(
      'link',
      { name: t.removeFilter(localeOfStory(globals) === 'fr' ? 'Pâtées' : 'Natvoer') },
      firstLoad,
    );
    await expect(chip).toBeVisible();
    await expect(canvas.getByRole('list', { name: t.activeFilters })).toBeVisible();
    await expect(canvas.getAllByTestId('product-card').length).toBeGreaterThan(0);
    // On a phone the filters are in the side sheet, from the tablet width beside the products.
    const opener = canvas.queryByRole('button', { name: new RegExp(`^${t.filtersTitle}`) });
    if (opener && opener.checkVisibility()) await userEvent.click(opener);
    const scope = opener?.checkVisibility()
      ? within(await within(document.body).findByRole('dialog', { name: t.filtersTitle }, firstLoad))
      : canvas;
    // Another filter's values count the products left; one that would empty the page cannot be ticked.
    const boxes = scope.getAllByRole('checkbox') as HTMLInputElement[];
    const zero = boxes.filter((box) => /\(0\)$/.test(box.labels?.[0]?.textContent ?? ''));
    await expect(zero.length).toBeGreaterThan(0);
    for (const box of zero) await expect(box).toBeDisabled();
    await expect(boxes.find((box) => box.checked)).toBeDefined();
    if (opener?.checkVisibility()) {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(opener).toHaveFocus());
    }
  },
};

/** Issue 22: a shared URL whose filters match nothing is never a dead end. */
export const EmptyChoice: Story = {
  parameters: { shop: { path: '/chien/?food_type=wet&life_stage=puppy&needs=active' } },
  play: async ({ canvasElement, globals }) => {
    const t = listingMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.noProducts, {}, firstLoad)).toBeVisible();
    const last = within(canvas.getByTestId('no-products')).getByRole('link', {
      name: t.removeFilter(localeOfStory(globals) === 'fr' ? 'Chien actif' : 'Actieve hond'),
    });
    await expect(last).toHaveAttribute('href', expect.stringMatching(/food_type=wet/));
    await expect(last.getAttribute('href')).not.toMatch(/needs=/);
    await expect(canvas.getAllByRole('link', { name: t.clearFilters }).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: { msw: scenarios.empty() },
  play: async ({ canvasElement, globals }) => {
    const t = listingMessages[localeOfStory(globals)];
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
