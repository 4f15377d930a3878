import { customerErrorTexts } from '@gamelle/contract/customer/errors';
import { demoCustomer, scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { LoginPage } from './LoginPage.tsx';
import { accountMessages } from './messages.ts';

const meta = {
  title: 'Screens/Login',
  component: LoginPage,
  ...screenMeta('/connexion/'),
  args: { localIssuer: false },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field by the start of its label (the label also says the field is required). */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The first step: the e-mail lookup. */
export const EmailLookup: Story = {
  parameters: { msw: [] },
  play: async ({ canvasElement, globals }) => {
    const t = accountMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.loginTitle }, firstLoad)).toBeVisible();
    await expect(canvas.getByLabelText(label(t.email))).toBeVisible();
  },
};

/** A known e-mail asks for the password; a wrong one gets the spec's message (§8). */
export const WrongPassword: Story = {
  parameters: { msw: [] },
  play: async ({ canvasElement, globals }) => {
    const t = accountMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label(t.email), {}, firstLoad), demoCustomer.email);
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await expect(await canvas.findByText(t.knownEmail(demoCustomer.email))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(label(t.password), { selector: 'input' }), 'pas-le-bon');
    await userEvent.click(canvas.getByRole('button', { name: t.logIn }));
    await expect(await canvas.findByText(t.wrongPassword)).toBeVisible();
  },
};

/** An unknown e-mail opens registration; an empty form shows each field's error. */
export const Registration: Story = {
  parameters: { msw: [] },
  play: async ({ canvasElement, globals }) => {
    const t = accountMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label(t.email), {}, firstLoad), 'nouveau@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await expect(await canvas.findByRole('heading', { level: 1, name: t.registerTitle })).toBeVisible();
    await expect(canvas.getByText(t.newEmail('nouveau@example.com'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.register }));
    await expect(canvas.getByLabelText(label(t.firstName))).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sent back to login after a 401: the session's end is said. */
export const SessionEnded: Story = {
  parameters: { msw: [] },
  args: { sessionEnded: true },
  play: async ({ canvasElement, globals }) => {
    const t = accountMessages[localeOfStory(globals)];
    await expect(await within(canvasElement).findByText(t.sessionEnded, {}, firstLoad)).toBeVisible();
  },
};

/** Dutch: the password step. */
export const Dutch: Story = { ...WrongPassword, globals: { locale: 'nl' } };

/** Too many failed logins: the server's 429 says so in the page's language, on the form. */
export const LoginThrottled: Story = {
  parameters: { msw: scenarios.throttled('too_many_logins', { path: '*/_session/login' }) },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = accountMessages[locale];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label(t.email), {}, firstLoad), demoCustomer.email);
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await userEvent.type(await canvas.findByLabelText(label(t.password), { selector: 'input' }), demoCustomer.password);
    await userEvent.click(canvas.getByRole('button', { name: t.logIn }));
    await expect(await canvas.findByText(customerErrorTexts.too_many_logins[locale])).toBeVisible();
    // Not the wrong password's message: the password may well be right.
    await expect(canvas.queryByText(t.wrongPassword)).toBeNull();
  },
};

export const LoginThrottledDutch: Story = { ...LoginThrottled, globals: { locale: 'nl' } };

/** Too many registrations from this address or for this e-mail: the server's 429, in the page's language. */
export const RegistrationThrottled: Story = {
  parameters: { msw: scenarios.throttled('too_many_registrations', { path: '*/shop/customers' }) },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = accountMessages[locale];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label(t.email), {}, firstLoad), 'nouveau@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    await userEvent.type(await canvas.findByLabelText(label(t.firstName)), 'Léa');
    await userEvent.type(canvas.getByLabelText(label(t.lastName)), 'Dubois');
    await userEvent.type(canvas.getByLabelText(label(t.password), { selector: 'input' }), 'croquettes-42');
    await userEvent.click(canvas.getByRole('button', { name: t.register }));
    await expect(await canvas.findByText(customerErrorTexts.too_many_registrations[locale])).toBeVisible();
  },
};

export const RegistrationThrottledDutch: Story = { ...RegistrationThrottled, globals: { locale: 'nl' } };
