import type { MockOrderKind } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  asTextQueriesRead,
  firstLoad,
  localeOfStory,
  screenMeta,
  storyCustomerId,
  storyOrderToken,
} from '../../storybook/shop-story.tsx';
import { OrderDetailPage } from './OrderDetailPage.tsx';
import { orderMessages } from './messages.ts';

const meta = {
  title: 'Screens/Order',
  component: OrderDetailPage,
  ...screenMeta('/mon-compte/mes-commandes/commande/'),
  // As the route renders it: the session's customer and the order of the URL (the story's one order).
  render: () => <OrderDetailPage customerId={storyCustomerId()} token={storyOrderToken()} />,
  args: { customerId: 0, token: '' },
} satisfies Meta<typeof OrderDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Texts = (typeof orderMessages)['fr'];
type Check = (canvas: ReturnType<typeof within>, t: Texts) => Promise<void>;

/** The customer's one order in state `kind`: its page loads whole, with its badge, then `check` looks closer. */
const inState = (kind: MockOrderKind, check: Check): Story => ({
  parameters: { shop: { path: '/mon-compte/mes-commandes/commande/', loggedIn: true, orders: [kind] } },
  play: async ({ canvasElement, globals }) => {
    const t = orderMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^(Commande|Bestelling) nr?°?\.? / }, firstLoad),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-status]')?.getAttribute('data-status')).toBe(kind);
    await expect(canvas.getAllByTestId('order-line').length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('order-totals')).toHaveTextContent(t.totalWithTax);
    await check(canvas, t);
  },
});

/** Paid by transfer, not yet received: the warning badge and what happens next. */
export const AwaitingPayment = inState('awaiting_payment', async (canvas, t) => {
  await expect(canvas.getByTestId('order-payment')).toHaveTextContent(asTextQueriesRead(t.paymentAwaiting));
  await expect(canvas.getByTestId('order-invoice')).toHaveTextContent(t.invoiceAfterShipping);
});

/** Paid by card, being prepared: no tracking yet, said so. */
export const PaymentAccepted = inState('payment_accepted', async (canvas, t) => {
  await expect(canvas.getByTestId('order-delivery')).toHaveTextContent(asTextQueriesRead(t.notShippedYet));
  await expect(canvas.getByTestId('order-payment')).toHaveTextContent(t.paymentPaid);
});

/** A card refused: the bank's message, detail and code (spec §8). */
export const PaymentFailure = inState('payment_failure', async (canvas) => {
  await expect(canvas.getByTestId('order-payment')).toHaveTextContent(/\(code 51\)/);
});

/** Shipped two days ago: the tracking link, and the day the invoice becomes available. */
export const Sent = inState('sent', async (canvas, t) => {
  await expect(canvas.getByRole('link', { name: new RegExp(t.trackParcel) })).toHaveAttribute('target', '_blank');
  await expect(
    canvas.getByText((text: string) => text.startsWith(asTextQueriesRead(t.trackingNumber('8R')))),
  ).toBeVisible();
  await expect(canvas.getByTestId('order-invoice')).toHaveTextContent(/2026/);
  await expect(canvas.queryByRole('link', { name: /PDF|pdf/ })).toBeNull();
});

/** Delivered over a week after shipping: the invoice downloads. */
export const Delivered = inState('processed', async (canvas) => {
  const invoice = canvas.getByRole('link', { name: /PDF|pdf/ });
  await expect(invoice).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/_session\/api\/v2\/shop\/orders\/.+\/invoice\?/),
  );
  await expect(invoice).toHaveAttribute('download');
});

/** Cancelled before shipping: the neutral badge, no invoice. */
export const Cancelled = inState('cancelled', async (canvas, t) => {
  await expect(canvas.getByTestId('order-invoice')).toHaveTextContent(t.invoiceNone);
  await expect(canvas.getByTestId('order-payment')).toHaveTextContent(t.paymentCancelled);
});

/** Refunded: the neutral badge and the refund said. */
export const Refunded = inState('refunded', async (canvas, t) => {
  await expect(canvas.getByTestId('order-payment')).toHaveTextContent(t.paymentRefunded);
});

/** Dutch: the shipped order. */
/** Sent to a relay point: the point and who collects it under « Livraison », and no home address « de livraison ». */
export const RelayPoint: Story = {
  ...inState('sent', async (canvas, t) => {
    await expect(canvas.getByTestId('order-delivery')).toHaveTextContent(t.pickupPoint);
    await expect(canvas.getByTestId('order-delivery')).toHaveTextContent(t.collectedBy('').trim());
    await expect(canvas.queryByText(t.shippingAddress)).toBeNull();
    await expect(canvas.getByText(t.billingAddress)).toBeVisible();
  }),
  parameters: {
    shop: { path: '/mon-compte/mes-commandes/commande/', loggedIn: true, orders: ['sent'], pickupOrders: true },
  },
};

export const Dutch: Story = { ...Sent, globals: { locale: 'nl' } };
