import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { ExitIntentNewsletter, exitPopupStorage } from './ExitIntentNewsletter.tsx';
import { newsletterMessages } from './newsletter-messages.ts';

const copy = {
  fr: {
    title: 'Attendez ! 5 € offerts',
    body: 'Inscrivez-vous à la newsletter et recevez 5 € de remise sur votre première commande.',
  },
  nl: {
    title: 'Wacht even! € 5 korting',
    body: 'Schrijf u in voor de nieuwsbrief en krijg € 5 korting op uw eerste bestelling.',
  },
};

const meta = {
  title: 'Screens/Newsletter/Exit pop-up',
  component: ExitIntentNewsletter,
  ...screenMeta('/'),
  args: { enabled: true, title: copy.fr.title, body: copy.fr.body },
  render: (args, { globals }) => <ExitIntentNewsletter {...args} {...copy[localeOfStory(globals)]} />,
  beforeEach: () => {
    localStorage.removeItem(exitPopupStorage.shownAt);
    localStorage.removeItem(exitPopupStorage.signedUp);
  },
} satisfies Meta<typeof ExitIntentNewsletter>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Open: the campaign's text, the sign-up form, and a way out. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const t = newsletterMessages[localeOfStory(globals)];
    const dialog = await body().findByRole('dialog', { name: copy[localeOfStory(globals)].title });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t.submit })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: t.popupClose })).toBeVisible();
  },
};

export const OpenDutch: Story = { ...Open, globals: { locale: 'nl' } };

/** Escape closes it (as the close button and « Non merci » do). */
export const EscapeCloses: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await body().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The mouse within 5 px of the top for a second: the pop-up shows, once per visitor and period. */
export const MouseToTheTop: Story = {
  play: async ({ globals }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    document.dispatchEvent(new MouseEvent('mousemove', { clientY: 3, bubbles: true }));
    const dialog = await body().findByRole('dialog', {}, { timeout: 3000 });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(localStorage.getItem(exitPopupStorage.shownAt)).not.toBeNull();
    await expect(
      within(dialog).getByRole('button', { name: newsletterMessages[localeOfStory(globals)].popupClose }),
    ).toBeVisible();
  },
};

/** Back into the page within the second: cancelled, nothing shows. */
export const Cancelled: Story = {
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    document.dispatchEvent(new MouseEvent('mousemove', { clientY: 3, bubbles: true }));
    document.dispatchEvent(new MouseEvent('mousemove', { clientY: 300, bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 1300));
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};
