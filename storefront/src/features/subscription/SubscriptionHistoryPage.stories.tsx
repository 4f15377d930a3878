import { mockState } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  asTextQueriesRead,
  firstLoad,
  localeOfStory,
  screenMeta,
  storyCustomerId,
} from '../../storybook/shop-story.tsx';
import { SubscriptionHistoryPage, SubscriptionOrderPage } from './SubscriptionHistoryPage.tsx';
import { subscriptionMessages } from './messages.ts';

const SEEDED = 'AB0000101';

const screen = screenMeta(`/mon-compte/mes-abonnements/${SEEDED}/historique/`);
const meta = {
  title: 'Screens/SubscriptionHistory',
  component: SubscriptionHistoryPage,
  ...screen,
  render: (args) => <SubscriptionHistoryPage customerId={storyCustomerId()} code={args.code} />,
  args: { customerId: 0, code: SEEDED },
  parameters: {
    ...screen.parameters,
    shop: { path: `/mon-compte/mes-abonnements/${SEEDED}/historique/`, loggedIn: true, subscriptions: ['active'] },
  },
} satisfies Meta<typeof SubscriptionHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order that started it and its renewal, newest first, each leading to the order within the history. */
export const History: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t.historyTitle(SEEDED) }, firstLoad),
    ).toBeVisible();
    const orders = canvas.getAllByTestId('history-order');
    await expect(orders).toHaveLength(2);
    await expect(orders[0]).toHaveTextContent(t.renewal);
    await expect(orders[1]).toHaveTextContent(t.firstOrder);
    await expect(within(orders[0]!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/(historique|geschiedenis)\/order-mock-\d+\/$/),
    );
  },
};

/** A subscription that has not shipped yet. */
export const NoOrderYet: Story = {
  parameters: {
    shop: { path: `/mon-compte/mes-abonnements/${SEEDED}/historique/`, loggedIn: true, subscriptions: ['new'] },
  },
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    await expect(await within(canvasElement).findByText(asTextQueriesRead(t.noHistory), {}, firstLoad)).toBeVisible();
  },
};

/** An order within the history: the order's own page (lines, delivery, invoice), back to the history. */
export const OrderInHistory: Story = {
  render: () => {
    const token = mockState.subscriptions.get(SEEDED)!.orderTokens.at(-1)!;
    return <SubscriptionOrderPage customerId={storyCustomerId()} code={SEEDED} token={token} />;
  },
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backToHistory })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/(historique|geschiedenis)\/$/),
    );
    await expect(canvas.getByTestId('order-invoice')).toBeVisible();
  },
};

export const HistoryDutch: Story = { ...History, globals: { locale: 'nl' } };
export const OrderInHistoryDutch: Story = { ...OrderInHistory, globals: { locale: 'nl' } };
