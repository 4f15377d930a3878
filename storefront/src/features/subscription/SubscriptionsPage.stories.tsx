import { MOCK_SUBSCRIPTION_KINDS, type MockSubscriptionKind, scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountHomePage } from '../customer/index.ts';
import { LastOrder } from '../order/index.ts';
import { firstLoad, localeOfStory, screenMeta, storyCustomerId } from '../../storybook/shop-story.tsx';
import { NextDeliveries } from './NextDeliveries.tsx';
import { SubscriptionsPage } from './SubscriptionsPage.tsx';
import { subscriptionMessages } from './messages.ts';

const meta = {
  title: 'Screens/Subscriptions',
  component: SubscriptionsPage,
  ...screenMeta('/mon-compte/mes-abonnements/'),
  // As the route renders it: the logged-in customer's id comes from the session.
  render: () => <SubscriptionsPage customerId={storyCustomerId()} />,
  args: { customerId: 0 },
} satisfies Meta<typeof SubscriptionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const logged = (subscriptions?: readonly MockSubscriptionKind[], path = '/mon-compte/mes-abonnements/') => ({
  shop: { path, loggedIn: true, ...(subscriptions ? { subscriptions } : {}) },
});

/** The demo customer's monthly subscription: in progress, its next shipment, products and the way to manage it. */
export const OneSubscription: Story = {
  parameters: logged(),
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.listTitle }, firstLoad)).toBeVisible();
    await expect(canvas.getAllByTestId('subscription')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 2, name: t.groupPositive })).toBeVisible();
    await expect(canvas.getByTestId('next-delivery')).toHaveTextContent(/2026|2027/);
    await expect(canvas.getByRole('link', { name: t.subscriptionNumber('AB0000001') })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/(mon-compte\/mes-abonnements|nl\/mijn-account\/mijn-abonnementen)\/AB0000001\/$/),
    );
  },
};

/** One subscription in each state: grouped as spec §4 groups them, alerts on the cards that need action. */
export const EveryState: Story = {
  parameters: logged(MOCK_SUBSCRIPTION_KINDS),
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: t.groupPositive }, firstLoad)).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([t.groupPositive, t.groupError, t.groupNeutral]);
    await expect(canvas.getAllByTestId('subscription')).toHaveLength(MOCK_SUBSCRIPTION_KINDS.length);
    await expect(canvasElement.querySelector('[data-alert="card_expired"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-alert="pickup_point_inactive"]')).not.toBeNull();
    // A stopped subscription has no next shipment.
    await expect(within(canvas.getByTestId('group-neutral')).queryByTestId('next-delivery')).toBeNull();
  },
};

/** No subscription yet: the empty state and its way to the catalogue. */
export const Empty: Story = {
  parameters: logged([]),
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.noSubscriptions, {}, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.browseCatalogue })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/(chien|nl\/hond)\/$/),
    );
  },
};

/** The list cannot load: the shop's error page, not a blank screen. */
export const ServerError: Story = {
  parameters: { ...logged(), msw: scenarios.serverError({ path: '*/api/v2/shop/subscriptions' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
  },
};

/** The same list in Dutch. */
export const Dutch: Story = { ...EveryState, globals: { locale: 'nl' } };

/** The account home: the next delivery of each active subscription above the last order. */
export const AccountHome: Story = {
  parameters: logged(['active', 'expired_card', 'stopped'], '/mon-compte/'),
  render: () => (
    <AccountHomePage
      customerId={storyCustomerId()}
      lastOrder={<LastOrder customerId={storyCustomerId()} />}
      nextDeliveries={<NextDeliveries customerId={storyCustomerId()} />}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: t.homeTitle }, firstLoad)).toBeVisible();
    // The two active ones, soonest first; not the stopped one.
    await expect(canvas.getAllByTestId('next-delivery-item')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: t.homeAll })).toBeVisible();
  },
};

/** The account home in Dutch. */
export const AccountHomeDutch: Story = { ...AccountHome, globals: { locale: 'nl' } };
