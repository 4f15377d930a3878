import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  asTextQueriesRead,
  firstLoad,
  localeOfStory,
  screenMeta,
  storyOrderToken,
} from '../../storybook/shop-story.tsx';
import { ConfirmationPage } from './ConfirmationPage.tsx';
import { checkoutMessages } from './messages.ts';

const meta = {
  title: 'Screens/Order confirmation',
  component: ConfirmationPage,
  ...screenMeta('/commande/commande/confirmation/'),
  // As the route renders it: the order of the URL (the story customer's one order).
  render: (args) => <ConfirmationPage token={storyOrderToken()} paymentReturn={args.paymentReturn} />,
  args: { token: '' },
} satisfies Meta<typeof ConfirmationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid by card: the number, the status and what happens next. */
export const Paid: Story = {
  parameters: { shop: { path: '/commande/commande/confirmation/', loggedIn: true, orders: ['payment_accepted'] } },
  play: async ({ canvasElement, globals }) => {
    const t = checkoutMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.confirmationTitle }, firstLoad)).toBeVisible();
    await expect(canvas.getByText(asTextQueriesRead(t.nextPaid))).toBeVisible();
    await expect(canvas.getByTestId('order-number')).toHaveTextContent(/\d{6,}/);
  },
};

/** A bank transfer: the order waits for it; the bank details to pay with. */
export const AwaitingTransfer: Story = {
  parameters: { shop: { path: '/commande/commande/confirmation/', loggedIn: true, orders: ['awaiting_payment'] } },
  play: async ({ canvasElement, globals }) => {
    const t = checkoutMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.nextTransfer, {}, firstLoad)).toBeVisible();
    await expect(await canvas.findByTestId('payment-instructions')).toHaveTextContent(t.iban);
  },
};

/** A refused card (spec §8): the bank's message, detail and code, and a retry. */
export const PaymentRefused: Story = {
  args: { paymentReturn: 'failed' },
  parameters: { shop: { path: '/commande/commande/confirmation/', loggedIn: true, orders: ['payment_failure'] } },
  play: async ({ canvasElement, globals }) => {
    const t = checkoutMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.paymentRefused }, firstLoad)).toBeVisible();
    await expect(canvas.getByText(asTextQueriesRead(t.bankCode('51')))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retryPayment })).toBeVisible();
  },
};

/** Dutch: paid. */
export const Dutch: Story = { ...Paid, globals: { locale: 'nl' } };
