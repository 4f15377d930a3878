import { mockState, type MockCardChange, type MockSubscriptionKind } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { webViewErrorText } from '@gamelle/contract/subscription/errors';
import {
  asTextQueriesRead,
  firstLoad,
  localeOfStory,
  screenMeta,
  storyCustomerId,
} from '../../storybook/shop-story.tsx';
import { WebViewDemoPage } from './WebViewDemoPage.tsx';
import { WebViewPaymentPage } from './WebViewPaymentPage.tsx';
import { webViewMessages } from './web-view-messages.ts';

/** The subscription a story seeds (`parameters.shop.subscriptions`), and the web-view session's cookie for it. */
const SEEDED = 'AB0000101';
const path = `/web-view/${SEEDED}-changement-de-paiement/`;

const meta = {
  title: 'Screens/WebView',
  component: WebViewPaymentPage,
  ...screenMeta(path),
  args: { code: SEEDED, onRedirect: fn(), onOutcome: fn() },
} satisfies Meta<typeof WebViewPaymentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded subscription, the web-view session's cookie, and what the provider left of the last card. */
const session = (kind: MockSubscriptionKind, change?: MockCardChange) => ({
  parameters: { shop: { path, loggedIn: true, subscriptions: [kind] } },
  beforeEach: () => {
    document.cookie = `gamelle_wv=${SEEDED}; Path=/; SameSite=Lax`;
    const sub = mockState.subscriptions.get(SEEDED);
    if (sub && change) {
      sub.cardChange = change;
      if (change.card) sub.card = { id: 9, ...change.card };
    }
    return () => {
      document.cookie = 'gamelle_wv=; Path=/; Max-Age=0; SameSite=Lax';
    };
  },
});

const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1 }, firstLoad);

/** Opened from the app for a card that has expired: the card, the alert, the way to the provider's page. */
export const CardExpired: Story = {
  ...session('expired_card'),
  play: async ({ canvasElement, globals, args }) => {
    const t = webViewMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toHaveTextContent(t.title);
    await expect(await canvas.findByTestId('current-card')).toHaveTextContent('0019');
    await expect(canvasElement.querySelector('[data-alert="card_expired"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t.enterCard }));
    await waitFor(() =>
      expect(args.onRedirect).toHaveBeenCalledWith(`https://www.gamelle.fr/api/payment/test-gateway/mock-${SEEDED}`),
    );
  },
};

/** Cancelled from the page: the app is told, with no card. */
export const Cancel: Story = {
  ...session('active'),
  play: async ({ canvasElement, globals, args }) => {
    const t = webViewMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.cancel }));
    await expect(args.onOutcome).toHaveBeenCalledWith({
      type: 'gamelle:payment-method-change',
      subscription: SEEDED,
      status: 'cancelled',
      card: null,
      message: null,
    });
  },
};

/** Back from the provider with an accepted card: what the subscription will use, told to the app once. */
export const CardSaved: Story = {
  ...session('expired_card', {
    status: 'succeeded',
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 },
    bankResponse: null,
  }),
  args: { returned: true },
  play: async ({ canvasElement, globals, args }) => {
    const t = webViewMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    const outcome = await canvas.findByTestId('card-change', {}, firstLoad);
    await expect(outcome).toHaveAttribute('data-status', 'succeeded');
    await expect(outcome).toHaveTextContent(t.savedTitle);
    await expect(outcome).toHaveTextContent('4242');
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledTimes(1));
    await expect(args.onOutcome).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'succeeded', card: expect.objectContaining({ last4: '4242' }) }),
    );
    await expect(canvas.getByRole('link', { name: t.backToApp })).toHaveAttribute(
      'href',
      `gamelle://subscription/${SEEDED}/payment?status=succeeded`,
    );
  },
};

/** Back with a refused card: the bank's answer and another try. */
export const CardRefused: Story = {
  ...session('expired_card', {
    status: 'failed',
    card: null,
    bankResponse: { message: 'Paiement refusé par la banque', detail: 'Provision insuffisante', code: '51' },
  }),
  args: { returned: true },
  play: async ({ canvasElement, globals, args }) => {
    const t = webViewMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    const outcome = await canvas.findByTestId('card-change', {}, firstLoad);
    await expect(outcome).toHaveTextContent('51');
    await waitFor(() => expect(args.onOutcome).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed' })));
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledTimes(1));
  },
};

/** Past the cut-off: entering a card is refused with the subscription service's message. */
export const Locked: Story = {
  ...session('locked'),
  play: async ({ canvasElement, globals }) => {
    const t = webViewMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.enterCard }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/service abonnement|abonnementendienst/);
  },
};

/** A link opened twice (the server entry answers 410): why, and the way back to the app. */
export const LinkUsed: Story = {
  args: { problem: 'web_view_link_used' },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = webViewMessages[locale];
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toHaveTextContent(t.usedTitle);
    await expect(canvas.getByRole('alert')).toHaveTextContent(webViewErrorText(locale, 'web_view_link_used'));
    await expect(canvas.getByRole('link', { name: t.backToApp })).toHaveAttribute(
      'href',
      `gamelle://subscription/${SEEDED}/payment?status=cancelled`,
    );
  },
};

/** A link past its 10 minutes (410). */
export const LinkExpired: Story = {
  args: { problem: 'web_view_link_expired' },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    await expect(await heading(canvasElement)).toHaveTextContent(webViewMessages[locale].expiredTitle);
  },
};

/** The demo: a logged-in customer opens the web view of a subscription in the phone; its messages are listed. */
export const Demo: Story = {
  parameters: { shop: { path: '/webView/demo/', loggedIn: true, subscriptions: ['active', 'expired_card'] } },
  render: () => <WebViewDemoPage customerId={storyCustomerId()} />,
  play: async ({ canvasElement, globals }) => {
    const t = webViewMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement)).toHaveTextContent(asTextQueriesRead(t.demoTitle));
    await expect(await canvas.findByRole('combobox', { name: t.demoChoose }, firstLoad)).toHaveValue(SEEDED);
    await expect(canvas.getByText(t.demoNoMessage)).toBeVisible();
    // What the framed web view posts (same origin), shown as the app would receive it.
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        data: JSON.stringify({ type: 'gamelle:payment-method-change', subscription: SEEDED, status: 'cancelled' }),
      }),
    );
    await expect(await canvas.findByTestId('web-view-messages')).toHaveTextContent('"status": "cancelled"');
  },
};

/** The demo opened: the link asked as the app asks it, its page in the phone's frame. */
export const DemoOpened: Story = {
  ...Demo,
  play: async ({ canvasElement, globals }) => {
    const t = webViewMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.demoOpen }, firstLoad));
    const frame = await canvas.findByTitle(t.demoFrame);
    await expect(frame.getAttribute('src')).toMatch(
      /\/web-view\/AB0000101-(changement-de-paiement|betalingswijziging)\/\?token=/,
    );
  },
};

/** The demo for a visitor who is not logged in: the way to log in and come back. */
export const DemoLoggedOut: Story = {
  parameters: { shop: { path: '/webView/demo/' } },
  render: () => <WebViewDemoPage customerId={null} />,
  play: async ({ canvasElement, globals }) => {
    const t = webViewMessages[localeOfStory(globals)];
    const link = await within(canvasElement).findByRole('link', { name: t.login });
    await expect(link.getAttribute('href')).toContain('retour=');
  },
};

export const CardExpiredDutch: Story = { ...CardExpired, globals: { locale: 'nl' } };
export const CardSavedDutch: Story = { ...CardSaved, globals: { locale: 'nl' } };
export const LinkUsedDutch: Story = { ...LinkUsed, globals: { locale: 'nl' } };
export const DemoDutch: Story = { ...Demo, globals: { locale: 'nl' } };
