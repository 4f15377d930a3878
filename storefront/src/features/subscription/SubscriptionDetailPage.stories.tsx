import type { MockSubscriptionKind } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { frequencyLabel, subscriptionErrorText } from '@gamelle/contract/subscription';
import {
  asTextQueriesRead,
  firstLoad,
  localeOfStory,
  screenMeta,
  storyCustomerId,
} from '../../storybook/shop-story.tsx';
import { SubscriptionDetailPage } from './SubscriptionDetailPage.tsx';
import { subscriptionMessages } from './messages.ts';

/** The first subscription a story seeds (`parameters.shop.subscriptions`). */
const SEEDED = 'AB0000101';

const meta = {
  title: 'Screens/Subscription',
  component: SubscriptionDetailPage,
  ...screenMeta(`/mon-compte/mes-abonnements/${SEEDED}/`),
  render: (args) => <SubscriptionDetailPage customerId={storyCustomerId()} code={args.code} />,
  args: { customerId: 0, code: SEEDED },
} satisfies Meta<typeof SubscriptionDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const seeded = (kind: MockSubscriptionKind) => ({
  shop: { path: `/mon-compte/mes-abonnements/${SEEDED}/`, loggedIn: true, subscriptions: [kind] },
});

/** Dialogs render under <body>: queries go through the whole document. */
const page = () => within(document.body);
const loaded = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1 }, firstLoad);

/** Changeable: the next order's date, lines at the subscription price, delivery and card, each with its change. */
export const NextOrder: Story = {
  parameters: seeded('active'),
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await loaded(canvasElement)).toHaveTextContent(SEEDED);
    await expect(canvas.getByRole('tab', { name: t.tabNext })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByTestId('subscription-line')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: t.changeDate })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.changeAddress })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.changeCard })).toBeVisible();
    await expect(canvas.queryByTestId('subscription-locked')).toBeNull();
    // What the renewal will charge: the items, the delivery (or « Offerte » from the threshold) and the total.
    await expect(canvas.getByText(t.orderTotal)).toBeVisible();
    await expect(canvas.getByTestId('next-order-total')).toHaveTextContent(/\d,\d{2}/);
    await expect(canvas.getByTestId('next-order-shipping')).toBeVisible();
  },
};

/** Move the date: the dialog keeps the 4-day cut-off and the 5-month horizon, and the page shows the new day. */
export const MoveTheDate: Story = {
  parameters: seeded('active'),
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.changeDate }));
    const dialog = await page().findByRole('dialog');
    const field = within(dialog).getByLabelText(/date/i);
    const min = field.getAttribute('min')!;
    await userEvent.clear(field);
    await userEvent.type(field, min);
    await userEvent.click(within(dialog).getByRole('button', { name: /Valider|Bevestigen/ }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), firstLoad);
    await expect(await canvas.findByText(t.saved)).toBeVisible();
  },
};

/** Ship now: Cancel has the focus first (the step debits the card), then "within 24 working hours". */
export const ShipNow: Story = {
  parameters: seeded('active'),
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.shipNow }));
    const dialog = await page().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Annuler|Annuleren/ })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: /Expédier maintenant|Nu verzenden/ }));
    await expect(await within(dialog).findByText(/24/)).toBeVisible();
  },
};

/** A new rhythm: a shorter one that the next order cannot make says it applies from the following order. */
export const ChangeFrequency: Story = {
  parameters: seeded('active'),
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t.tabSubscription }));
    await userEvent.click(await canvas.findByRole('button', { name: t.changeFrequency }));
    const dialog = await page().findByRole('dialog');
    const select = within(dialog).getByRole('combobox');
    await userEvent.selectOptions(select, '21');
    await expect(dialog).toHaveTextContent(/commande suivante|bestelling daarna|volgende bestelling/);
    await userEvent.click(within(dialog).getByRole('button', { name: /Valider|Bevestigen/ }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), firstLoad);
    await waitFor(() =>
      expect(canvas.getByTestId('subscription-notice')).toHaveTextContent(
        asTextQueriesRead(t.nextFrequency(frequencyLabel(21, localeOfStory(globals)))),
      ),
    );
  },
};

/** The relay point closed: the alert's action opens the delivery change, a new point for all draft orders. */
export const RelayPointInactive: Story = {
  parameters: seeded('relay_inactive'),
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const alert = canvasElement.querySelector<HTMLElement>('[data-alert="pickup_point_inactive"]')!;
    const choosePoint = async () => {
      await userEvent.click(within(alert).getByRole('button'));
      const dialog = await page().findByRole('dialog', { name: t.deliveryTitle });
      // The dialog's chunk, then the relay finder's (each loads on demand): a cold dev server takes its time.
      const point = await within(dialog).findByRole('radio', { name: /Épicerie Bellecour/ }, { timeout: 10_000 });
      await userEvent.click(point);
      await userEvent.click(within(dialog).getByRole('button', { name: t.continue }));
      return page().findByRole('dialog', { name: /transporteur|vervoerder|verzend/i });
    };
    // Escape in the scope's dialog, handed over to by the delivery's: focus goes back to the alert's button (it
    // fell to <body>: neither dialog has a trigger).
    await choosePoint();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), firstLoad);
    await waitFor(() => expect(within(alert).getByRole('button')).toHaveFocus());
    const scope = await choosePoint();
    await userEvent.click(within(scope).getByRole('button', { name: /Valider|Bevestigen/ }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), firstLoad);
    await expect(await canvas.findByTestId('relay-point')).toHaveTextContent('Épicerie Bellecour');
    await waitFor(() => expect(canvasElement.querySelector('[data-alert]')).toBeNull());
  },
};

/** The card expired: the alert's action changes the card, here for the next order only. */
export const CardExpired: Story = {
  parameters: seeded('expired_card'),
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const alert = canvasElement.querySelector<HTMLElement>('[data-alert="card_expired"]')!;
    await userEvent.click(within(alert).getByRole('button'));
    const dialog = await page().findByRole('dialog', { name: t.paymentTitle });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /4444/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: t.continue }));
    const scope = await page().findByRole('dialog', { name: /paiement|betaal/i });
    await userEvent.click(within(scope).getByRole('radio', { name: /prochaine commande|volgende bestelling/i }));
    await userEvent.click(within(scope).getByRole('button', { name: /Valider|Bevestigen/ }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), firstLoad);
    await expect(await canvas.findByText(t.card('mastercard', '4444'))).toBeVisible();
    // Said on the payment card, the one changed, and not on the delivery card.
    await expect(within(canvas.getByRole('region', { name: t.payment })).getByText(t.nextOnly)).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: t.delivery })).queryByText(t.nextOnly)).toBeNull();
  },
};

/** Past the cut-off: the spec's message, no change buttons, and the contact message to the subscription service. */
export const Locked: Story = {
  parameters: seeded('locked'),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = subscriptionMessages[locale];
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const locked = canvas.getByTestId('subscription-locked');
    await expect(locked).toHaveTextContent(subscriptionErrorText(locale, 'subscription_locked'));
    await expect(canvas.queryByRole('button', { name: t.changeDate })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t.shipNow })).toBeNull();
    for (const change of [t.changeAddress, t.changeRelay, t.changeCard])
      await expect(canvas.queryByRole('button', { name: change })).toBeNull();
    const contact = within(locked).getByRole('button', { name: t.contactService });
    // Escape gives the focus back to the button that opened it (the dialog has no Radix trigger: it fell to <body>).
    contact.focus();
    await userEvent.keyboard('{Enter}');
    await page().findByRole('dialog', { name: t.contactTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), firstLoad);
    await waitFor(() => expect(contact).toHaveFocus());
    await userEvent.click(contact);
    const dialog = await page().findByRole('dialog', { name: t.contactTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: t.contactSend }));
    // The form's alert region is in the page from the start (empty, so a message is announced when it comes): wait
    // for the message, not for the region.
    await waitFor(() => expect(within(dialog).getByRole('alert')).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox'), 'Pouvez-vous décaler la livraison ?');
    await userEvent.click(within(dialog).getByRole('button', { name: t.contactSend }));
    await expect(await within(dialog).findByText(asTextQueriesRead(t.contactDone))).toBeVisible();
  },
};

/** Before the second delivery: the minimum is explained, the request is still sent and answered with it. */
export const CancellationBeforeMinimum: Story = {
  parameters: seeded('new'),
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t.tabSubscription }));
    await expect(await canvas.findByTestId('minimum-deliveries')).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: t.requestCancellation }));
    const dialog = await page().findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'too_much_stock');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Nous partons six mois à l’étranger.');
    await userEvent.click(within(dialog).getByRole('button', { name: /Envoyer|Versturen/ }));
    // Sent: the dialog stays to confirm what happens next; its footer's button closes it (the header's × has the
    // same name), and the pending notice takes the trigger's place and the focus.
    const closeButtons = () => within(dialog).getAllByRole('button', { name: /^(Fermer|Sluiten)$/ });
    await waitFor(() => expect(closeButtons()).toHaveLength(2), firstLoad);
    await userEvent.click(closeButtons()[1]!);
    const pending = await canvas.findByText(asTextQueriesRead(t.cancellationPending));
    await expect(pending).toBeVisible();
    await waitFor(() => expect(pending.closest('[tabindex="-1"]')).toBe(document.activeElement));
  },
};

/** A refused renewal: the error badge and the day of the next attempt. */
export const PaymentFailure: Story = {
  parameters: seeded('payment_failure'),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(canvasElement.querySelector('[data-status-group]')?.getAttribute('data-status-group')).toBe('error');
  },
};

/** Stopped: nothing to change any more, no cancellation to request. */
export const Stopped: Story = {
  parameters: seeded('stopped'),
  play: async ({ canvasElement, globals }) => {
    const t = subscriptionMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.queryByRole('button', { name: t.changeDate })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: t.tabSubscription }));
    await expect(canvas.queryByRole('button', { name: t.requestCancellation })).toBeNull();
  },
};

export const NextOrderDutch: Story = { ...NextOrder, globals: { locale: 'nl' } };
export const LockedDutch: Story = { ...Locked, globals: { locale: 'nl' } };
export const CardExpiredDutch: Story = { ...CardExpired, globals: { locale: 'nl' } };
export const RelayPointInactiveDutch: Story = { ...RelayPointInactive, globals: { locale: 'nl' } };
