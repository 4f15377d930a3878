import { MOCK_ORDER_KINDS, scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { firstLoad, localeOfStory, screenMeta, storyCustomerId } from '../../storybook/shop-story.tsx';
import { OrdersPage } from './OrdersPage.tsx';
import { orderMessages } from './messages.ts';

const meta = {
  title: 'Screens/Orders',
  component: OrdersPage,
  ...screenMeta('/mon-compte/mes-commandes/'),
  // As the route renders it: the logged-in customer's id comes from the session.
  render: () => <OrdersPage customerId={storyCustomerId()} />,
  args: { customerId: 0 },
} satisfies Meta<typeof OrdersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const logged = (orders?: readonly (typeof MOCK_ORDER_KINDS)[number][]) => ({
  shop: { path: '/mon-compte/mes-commandes/', loggedIn: true, ...(orders ? { orders } : {}) },
});

/** The demo customer's two orders, newest first: shipped, then delivered. */
export const WithOrders: Story = {
  parameters: logged(),
  play: async ({ canvasElement, globals }) => {
    const t = orderMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.ordersTitle }, firstLoad)).toBeVisible();
    const orders = canvas.getAllByTestId('order');
    await expect(orders).toHaveLength(2);
    await expect(orders[0]!.querySelector('[data-status]')?.getAttribute('data-status')).toBe('sent');
    await expect(orders[1]!.querySelector('[data-status-group]')?.getAttribute('data-status-group')).toBe('positive');
    await expect(canvas.getByText(t.shown(2, 2))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.loadMore })).toBeNull();
  },
};

/** One order in each state of spec §4 the shop gives: every badge group (positive, warning, error, neutral). */
export const EveryStatus: Story = {
  parameters: logged(MOCK_ORDER_KINDS),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('order')).toHaveLength(MOCK_ORDER_KINDS.length), firstLoad);
    const groups = new Set(
      [...canvasElement.querySelectorAll('[data-status-group]')].map((e) => e.getAttribute('data-status-group')),
    );
    await expect([...groups].sort()).toEqual(['error', 'neutral', 'positive', 'warning']);
  },
};

/** Never ordered: the empty state and its way to the shop. */
export const Empty: Story = {
  parameters: logged([]),
  play: async ({ canvasElement, globals }) => {
    const t = orderMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.noOrders, {}, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.shopNow })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/(nl\/)?$/),
    );
  },
};

/** 23 orders, 10 a page as the server pages them: "load more" twice, focus on the first order that arrived. */
export const ManyPages: Story = {
  parameters: logged(Array.from({ length: 23 }, (_, i) => MOCK_ORDER_KINDS[i % MOCK_ORDER_KINDS.length]!)),
  play: async ({ canvasElement, globals, step }) => {
    const t = orderMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.shown(10, 23), {}, firstLoad)).toBeVisible();
    await step('load the second page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.loadMore }));
      await expect(await canvas.findByText(t.shown(20, 23))).toBeVisible();
      await waitFor(() => expect(document.activeElement).toBe(canvas.getAllByTestId('order')[10]!.querySelector('a')));
    });
    await step('the last page ends the list', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.loadMore }));
      await expect(await canvas.findByText(t.shown(23, 23))).toBeVisible();
      await expect(canvas.queryByRole('button', { name: t.loadMore })).toBeNull();
    });
  },
};

/** The list cannot load: the shop's error page, not a blank screen. */
export const ServerError: Story = {
  parameters: { ...logged(), msw: scenarios.serverError({ path: '*/api/v2/shop/orders' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
  },
};

/** The same list in Dutch. */
export const Dutch: Story = { ...WithOrders, globals: { locale: 'nl' } };
