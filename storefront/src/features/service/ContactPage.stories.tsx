import { contactSubjectLabels } from '@gamelle/contract/service/contact-subjects';
import { mockState, scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { asTextQueriesRead, firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { contactMessages } from './contact-messages.ts';
import { ContactPage } from './ContactPage.tsx';

const meta = {
  title: 'Screens/Contact',
  component: ContactPage,
  ...screenMeta('/nous-contacter/'),
  args: { loggedIn: false },
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const logged = { shop: { path: '/nous-contacter/', loggedIn: true } };
const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'facture.pdf', { type: 'application/pdf' });
const messages = {
  fr: {
    tooLarge: 'Le fichier est trop volumineux (maximum 10 Mo).',
    unsupported: "Ce type de fichier n'est pas accepté.",
  },
  nl: { tooLarge: 'Het bestand is te groot (maximaal 10 MB).', unsupported: 'Dit bestandstype wordt niet aanvaard.' },
};

/** A visitor: name and e-mail, subject, message; the service's hours beside the form. */
export const Visitor: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = contactMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title }, firstLoad)).toBeVisible();
    await expect(canvas.getByTestId('customer-service-hours')).toHaveTextContent(t.hours);
    // The form arrives with its own chunk (deferredForm).
    await expect(await canvas.findByRole('textbox', { name: new RegExp(t.name) }, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.loginLink })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: t.order })).toBeNull();
  },
};

/** Sent with a PDF: the confirmation takes focus and quotes the reference the acknowledgement e-mail carries. */
export const SentWithAttachment: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = contactMessages[locale];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(t.name) }, firstLoad), 'Léa Dubois');
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(t.email) }), 'lea@example.fr');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: new RegExp(t.subject) }),
      contactSubjectLabels.delivery[locale],
    );
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(t.message) }), 'Le colis est arrivé abîmé.');
    fireEvent.change(canvas.getByLabelText(t.file), { target: { files: [pdf()] } });
    await userEvent.click(canvas.getByRole('button', { name: t.send }));
    const status = await canvas.findByTestId('contact-sent', {}, firstLoad);
    await expect(status).toHaveTextContent(asTextQueriesRead(t.sent('SC-000001', 'lea@example.fr')));
    await waitFor(() => expect(status).toHaveFocus());
    await expect(mockState.serviceMessages[0]).toMatchObject({
      subject: 'delivery',
      attachment: { name: 'facture.pdf' },
    });
  },
};

/** Nothing filled: each required field says so, and focus goes to the first. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = contactMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.send }, firstLoad));
    const name = canvas.getByRole('textbox', { name: new RegExp(t.name) });
    // Validation awaits the form's schema chunk (lazySchema): the field turns invalid once it has run.
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: new RegExp(t.subject) })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: new RegExp(t.message) })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A file over 10 MB is refused in the browser, before anything is sent, with the spec's message. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText(contactMessages[locale].file, {}, firstLoad);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'video.mp4', { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [big] } });
    await expect((await canvas.findAllByText(messages[locale].tooLarge))[0]).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A program renamed .pdf passes the browser's check (its name says PDF) and is refused by the server on its bytes. */
export const ProgramRenamedPdf: Story = {
  parameters: logged,
  render: () => <ContactPage loggedIn />,
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = contactMessages[locale];
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: new RegExp(t.subject) }, firstLoad),
      contactSubjectLabels.order[locale],
    );
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(t.message) }), 'Voici ma facture.');
    const exe = new File(['MZ\u0090\u0000\u0003'], 'facture.pdf', { type: 'application/pdf' });
    fireEvent.change(canvas.getByLabelText(t.file), { target: { files: [exe] } });
    await userEvent.click(canvas.getByRole('button', { name: t.send }));
    await expect((await canvas.findAllByText(messages[locale].unsupported, {}, firstLoad))[0]).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(t.file)).toHaveFocus());
    await expect(mockState.serviceMessages).toHaveLength(0);
  },
};

/** A logged-in customer: no name or e-mail to give, her orders to choose from. */
export const LoggedInWithOrders: Story = {
  parameters: logged,
  render: () => <ContactPage loggedIn />,
  play: async ({ canvasElement, globals }) => {
    const t = contactMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    const orders = await canvas.findByRole('combobox', { name: t.order }, firstLoad);
    await expect(canvas.getByText(t.accountEmail)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: new RegExp(t.email) })).toBeNull();
    await waitFor(() => expect(orders.querySelectorAll('option').length).toBeGreaterThan(1), firstLoad);
    const first = orders.querySelectorAll('option')[1]!;
    await userEvent.selectOptions(orders, first);
    await expect(orders).toHaveValue(first.value);
  },
};

/** The server fails: the form says so and keeps what was typed. */
export const ServerError: Story = {
  parameters: { msw: scenarios.serverError({ path: '*/api/v2/shop/contact-requests', method: 'post' }) },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = contactMessages[locale];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(t.name) }, firstLoad), 'Léa');
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(t.email) }), 'lea@example.fr');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: new RegExp(t.subject) }),
      contactSubjectLabels.other[locale],
    );
    const message = canvas.getByRole('textbox', { name: new RegExp(t.message) });
    await userEvent.type(message, 'Bonjour');
    await userEvent.click(canvas.getByRole('button', { name: t.send }));
    await expect(await canvas.findByRole('alert', {}, firstLoad)).toBeVisible();
    await expect(message).toHaveValue('Bonjour');
  },
};

/** The page in Dutch (`/nl/contact-ons/`): the Belgian customer service's hours. */
export const Dutch: Story = { ...Visitor, globals: { locale: 'nl' } };

/** Sent in Dutch. */
export const DutchSent: Story = { ...SentWithAttachment, globals: { locale: 'nl' } };

/** The server's refusal in Dutch. */
export const DutchProgramRenamedPdf: Story = { ...ProgramRenamedPdf, globals: { locale: 'nl' } };
