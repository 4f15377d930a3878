import { customerErrorTexts } from '@gamelle/contract/customer/errors';
import { demoCustomer, mockState, scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { firstLoad, localeOfStory, screenMeta, storyCustomerId } from '../../storybook/shop-story.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { accountMessages } from './messages.ts';

const meta = {
  title: 'Screens/Forgot password',
  component: ForgotPasswordPage,
  ...screenMeta('/mot-de-passe-oublie/demande/'),
  args: { token: 'demande' },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field by the start of its label (the label also says the field is required). */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The request: the answer never says whether the e-mail has an account. */
export const Request: Story = {
  parameters: { msw: [] },
  play: async ({ canvasElement, globals }) => {
    const t = accountMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label(t.email), {}, firstLoad), demoCustomer.email);
    await userEvent.click(canvas.getByRole('button', { name: t.forgotSend }));
    await expect(await canvas.findByText(t.forgotSent(demoCustomer.email))).toBeVisible();
  },
};

/** Too many reset requests: the server's 429 says so in the page's language, instead of the "sent" answer. */
export const RequestThrottled: Story = {
  parameters: {
    msw: scenarios.throttled('too_many_reset_requests', { path: '*/shop/reset-password-requests' }),
  },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = accountMessages[locale];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label(t.email), {}, firstLoad), demoCustomer.email);
    await userEvent.click(canvas.getByRole('button', { name: t.forgotSend }));
    await expect(await canvas.findByText(customerErrorTexts.too_many_reset_requests[locale])).toBeVisible();
    await expect(canvas.queryByText(t.forgotSent(demoCustomer.email))).toBeNull();
  },
};

export const RequestThrottledDutch: Story = { ...RequestThrottled, globals: { locale: 'nl' } };

/** The e-mail's link: the confirmation must equal the new password. */
export const ResetMismatch: Story = {
  parameters: { msw: [], shop: { path: '/mot-de-passe-oublie/lien-du-mail/' } },
  args: { token: 'lien-du-mail' },
  beforeEach: () => {
    mockState.resetTokens.set('lien-du-mail', storyCustomerId());
  },
  play: async ({ canvasElement, globals }) => {
    const t = accountMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.resetTitle }, firstLoad)).toBeVisible();
    // The form arrives with its own chunk (deferredForm).
    await userEvent.type(await canvas.findByLabelText(label(t.newPassword), {}, firstLoad), 'croquettes-42');
    await userEvent.type(canvas.getByLabelText(label(t.confirmPassword)), 'croquettes-43');
    await userEvent.click(canvas.getByRole('button', { name: t.resetSave }));
    // Validation awaits the form's schema chunk (lazySchema): the field turns invalid once it has run.
    await waitFor(() =>
      expect(canvas.getByLabelText(label(t.confirmPassword))).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

/** A used or expired link: explained, with the request form to ask again. */
export const ExpiredLink: Story = {
  parameters: { msw: [], shop: { path: '/mot-de-passe-oublie/perime/' } },
  args: { token: 'perime' },
  play: async ({ canvasElement, globals }) => {
    const t = accountMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label(t.newPassword), {}, firstLoad), 'croquettes-42');
    await userEvent.type(canvas.getByLabelText(label(t.confirmPassword)), 'croquettes-42');
    await userEvent.click(canvas.getByRole('button', { name: t.resetSave }));
    await expect(await canvas.findByText(t.resetExpired)).toBeVisible();
  },
};

/** Dutch: the request. */
export const Dutch: Story = { ...Request, globals: { locale: 'nl' } };
