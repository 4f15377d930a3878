import { scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from '@tanstack/react-router';
import { expect, within } from 'storybook/test';
import {
  asTextQueriesRead,
  firstLoad,
  localeOfStory,
  screenMeta,
  showsErrorPage,
} from '../../storybook/shop-story.tsx';
import { storeMessages } from './messages.ts';
import { parseStoreListSearch } from './store-search.ts';
import { StoreListPage } from './StoreListPage.tsx';

/** As the route reads it: the URL's view, town or postcode, or position. */
function StoreListScreen() {
  const search = useLocation({
    select: (l) => parseStoreListSearch(Object.fromEntries(new URLSearchParams(l.searchStr))),
  });
  return <StoreListPage search={search} />;
}

const meta = {
  title: 'Screens/Stores',
  component: StoreListScreen,
  ...screenMeta('/magasins/?vue=liste'),
} satisfies Meta<typeof StoreListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every store as a list, each with its opening tag computed from the mocks' clock in the store's zone. */
export const List: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('store-summary', {}, firstLoad)).toHaveTextContent(t.count(12));
    await expect(canvas.getAllByTestId('store-card')).toHaveLength(12);
    await expect(canvas.getByRole('link', { name: t.listView })).toHaveAttribute('aria-current', 'page');
  },
};

/** A postcode ranks the stores from its area: the nearest first, said and marked. */
export const NearestFromPostcode: Story = {
  parameters: { shop: { path: '/magasins/?vue=liste&q=69003' } },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('store-summary', {}, firstLoad)).toHaveTextContent(
      t.sortedFromPostcode('69003'),
    );
    const [first] = canvas.getAllByTestId('store-card');
    await expect(first).toHaveAttribute('data-store', expect.stringMatching(/^lyon/));
    await expect(within(first!).getByText(t.nearest)).toBeVisible();
  },
};

/** The map view: Leaflet over the shop's own outlines, loaded after the page, with the list under it. */
export const Map: Story = {
  parameters: { shop: { path: '/magasins/?q=69003' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await canvas.findByTestId('store-map', {}, firstLoad);
    await expect(await within(map).findByText(/Lyon/, {}, firstLoad)).toBeVisible();
    await expect(canvas.getAllByTestId('store-card').length).toBe(12);
  },
};

/** A town with no store: said, with a way back to every store. */
export const NoStore: Story = {
  parameters: { shop: { path: '/magasins/?vue=liste&q=Zanzibar' } },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(asTextQueriesRead(t.noneFor('Zanzibar')), {}, firstLoad)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: scenarios.serverError({ path: '*/api/v2/shop/stores' }) },
  play: showsErrorPage,
};

export const Dutch: Story = { ...NearestFromPostcode, globals: { locale: 'nl' } };
