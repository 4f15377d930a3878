import { newsletterStoryTokens, scenarios } from '@gamelle/mocks';
import { formErrorMessage } from '@gamelle/contract/shared/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { asTextQueriesRead, firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { newsletterMessages } from './newsletter-messages.ts';
import { NewsletterConfirmationPage, NewsletterUnsubscribePage } from './NewsletterPages.tsx';

const meta = {
  title: 'Screens/Newsletter',
  component: NewsletterConfirmationPage,
  ...screenMeta('/newsletter/confirmation/lien-du-mail-0000000000/'),
  args: { token: 'lien-du-mail-0000000000' },
} satisfies Meta<typeof NewsletterConfirmationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The double opt-in link: confirmed, with the first-order coupon to copy. */
export const Confirmed: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = newsletterMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.confirmedTitle }, firstLoad)).toBeVisible();
    await expect(canvas.getByText('NEWS-7K3M9QXA')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.copyCode })).toBeVisible();
  },
};

export const ConfirmedDutch: Story = { ...Confirmed, globals: { locale: 'nl' } };

/** Signed up again after unsubscribing: no second coupon, and the page says why. */
export const AlreadyHadCoupon: Story = {
  args: { token: newsletterStoryTokens.already },
  parameters: { shop: { path: `/newsletter/confirmation/${newsletterStoryTokens.already}/` } },
  play: async ({ canvasElement, globals }) => {
    const t = newsletterMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(asTextQueriesRead(t.couponAlreadyGiven), {}, firstLoad)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.copyCode })).toBeNull();
  },
};

/**
 * A used or expired link: explained, with the form to get a new one; an invalid e-mail there gets the spec's
 * message before anything is sent, a valid one the confirmation.
 */
export const ExpiredLink: Story = {
  args: { token: newsletterStoryTokens.expired },
  parameters: { shop: { path: `/newsletter/confirmation/${newsletterStoryTokens.expired}/` } },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = newsletterMessages[locale];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.invalidLink, {}, firstLoad)).toBeVisible();
    const main = within(canvas.getByRole('main'));
    const field = main.getByLabelText(label(t.emailLabel));
    await userEvent.type(field, 'marie@exemple');
    await userEvent.click(main.getByRole('button', { name: t.submit }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(
      main.getByText(formErrorMessage(locale, { form: 'newsletter', field: 'email', code: 'invalid_email' })),
    ).toBeVisible();
    await userEvent.type(field, '.fr');
    await userEvent.click(main.getByRole('button', { name: t.submit }));
    await expect(await main.findByText(asTextQueriesRead(t.sent('marie@exemple.fr')))).toBeVisible();
  },
};

export const ExpiredLinkDutch: Story = { ...ExpiredLink, globals: { locale: 'nl' } };

/** The server down while confirming: the default error, and the form to try again. */
export const ServerError: Story = {
  parameters: { msw: scenarios.serverError({ method: 'post', path: '*/newsletter-subscriptions/confirmations' }) },
  play: async ({ canvasElement, globals }) => {
    const t = newsletterMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.defaultError, {}, firstLoad)).toBeVisible();
  },
};

/** Every newsletter e-mail's link: one button (a link scanner must not unsubscribe anyone), then done. */
export const Unsubscribe: Story = {
  render: () => <NewsletterUnsubscribePage token="lien-du-mail-0000000000" />,
  parameters: { shop: { path: '/newsletter/desinscription/lien-du-mail-0000000000/' } },
  play: async ({ canvasElement, globals }) => {
    const t = newsletterMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.unsubscribe }, firstLoad));
    await expect(await canvas.findByText(asTextQueriesRead(t.unsubscribed('marie@example.fr')))).toBeVisible();
  },
};

export const UnsubscribeDutch: Story = { ...Unsubscribe, globals: { locale: 'nl' } };
