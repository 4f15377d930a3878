import { customerErrorTexts } from '@gamelle/contract/customer/errors';
import { demoCustomer, scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { asTextQueriesRead, firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { LoginPage } from './LoginPage.tsx';
import { googleMessages } from './google-sign-in.tsx';
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
    // The form hydrates from its own chunk (deferredForm): it renders once that has arrived.
    await expect(await canvas.findByLabelText(label(t.email), {}, firstLoad)).toBeVisible();
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
    await expect(await canvas.findByText(asTextQueriesRead(t.knownEmail(demoCustomer.email)))).toBeVisible();
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
    await expect(canvas.getByText(asTextQueriesRead(t.newEmail('nouveau@example.com')))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.register }));
    // Validation awaits the form's schema chunk (lazySchema): the field turns invalid once it has run.
    await waitFor(() => expect(canvas.getByLabelText(label(t.firstName))).toHaveAttribute('aria-invalid', 'true'));
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

/** A script URL whose code is `source` (the stories never reach Google). */
const inlineScript = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;

/**
 * A stand-in of Google Identity Services' documented surface: its button is the shop's stand-in, not Google's
 * frame (e2e/stand-ins/gsi-client.js does the same against the real server).
 */
const googleStandIn = inlineScript(`window.google = { accounts: { id: {
  initialize(options) { window.__gsiOptions = options; },
  renderButton(parent, options) {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.locale = options.locale;
    button.textContent = options.locale === 'nl' ? 'Doorgaan met Google' : 'Continuer avec Google';
    button.style.cssText = 'height:40px;width:' + options.width + 'px;border:1px solid #dadce0;border-radius:4px;background:#fff;color:#3c4043;font:500 14px sans-serif';
    parent.replaceChildren(button);
  },
} } };`);
/** reCAPTCHA v3's surface, answering at once with a fixed token. */
const recaptchaStandIn = inlineScript(
  `window.grecaptcha = { ready(callback) { callback(); }, execute() { return Promise.resolve('story-token'); } };`,
);
/** A script that loads but is not reCAPTCHA's (what a blocker's empty answer looks like to the page). */
const brokenRecaptcha = inlineScript('window.grecaptcha = undefined;');

/** Production keys: Google's sign-in button (in the page's language) and reCAPTCHA's notice (its badge is hidden). */
export const WithGoogle: Story = {
  parameters: { msw: [] },
  args: {
    scripts: {
      recaptcha: { siteKey: 'story-site-key', scriptUrl: recaptchaStandIn },
      google: { clientId: 'story.apps.googleusercontent.com', scriptUrl: googleStandIn },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = accountMessages[locale];
    const canvas = within(canvasElement);
    const google = await canvas.findByRole('button', { name: t.google }, firstLoad);
    await expect(google).toHaveAttribute('data-locale', locale);
    const g = googleMessages[locale];
    await expect(await canvas.findByText(g.recaptchaNoticeStart, { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(g.recaptchaPrivacy) })).toHaveAttribute(
      'href',
      `https://policies.google.com/privacy?hl=${locale}`,
    );
    // The development stand-in's form is not offered next to Google's button.
    await expect(canvas.queryByRole('button', { name: t.google, expanded: false })).toBeNull();
  },
};

export const WithGoogleDutch: Story = { ...WithGoogle, globals: { locale: 'nl' } };

/** reCAPTCHA could not load (blocked, offline): the form says so with a retry, and keeps what was typed. */
export const BotCheckUnavailable: Story = {
  parameters: { msw: [] },
  args: { scripts: { recaptcha: { siteKey: 'story-site-key', scriptUrl: brokenRecaptcha }, google: null } },
  play: async ({ canvasElement, globals }) => {
    const t = accountMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(label(t.email), {}, firstLoad), demoCustomer.email);
    await userEvent.click(canvas.getByRole('button', { name: t.continue }));
    const password = await canvas.findByLabelText(label(t.password), { selector: 'input' });
    await userEvent.type(password, demoCustomer.password);
    await userEvent.click(canvas.getByRole('button', { name: t.logIn }));
    // Testing Library reads the page's text with its non-breaking spaces made plain.
    await expect(await canvas.findByText(t.botCheckUnavailable.replace(/\s+/g, ' '))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
    await expect(password).toHaveValue(demoCustomer.password);
  },
};

export const BotCheckUnavailableDutch: Story = { ...BotCheckUnavailable, globals: { locale: 'nl' } };
