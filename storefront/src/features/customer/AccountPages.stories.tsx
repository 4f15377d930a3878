import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LastOrder } from '../order/index.ts';
import { AddressesPage, addressMessages } from '../address/index.ts';
import { firstLoad, localeOfStory, screenMeta, storyCustomerId } from '../../storybook/shop-story.tsx';
import { AccountHomePage, WelcomePage } from './AccountHomePage.tsx';
import { PersonalDataPage } from './PersonalDataPage.tsx';
import { accountMessages } from './messages.ts';

// The account area's screens, logged in as the mocks' demo customer (Camille Martin), each as its route renders it.
const meta = {
  title: 'Screens/Account',
  component: AccountHomePage,
  ...screenMeta('/mon-compte/'),
  args: { customerId: 0, lastOrder: null },
} satisfies Meta<typeof AccountHomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A field by the start of its label (the label also says the field is required). */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const logged = (path: string, orders?: []) => ({ shop: { path, loggedIn: true, ...(orders ? { orders } : {}) } });

/** The account home: the welcome, the last order and the way to every account page. */
export const Home: Story = {
  parameters: logged('/mon-compte/'),
  render: () => (
    <AccountHomePage customerId={storyCustomerId()} lastOrder={<LastOrder customerId={storyCustomerId()} />} />
  ),
  play: async ({ canvasElement, globals }) => {
    const t = accountMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.hello('Camille') }, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /000100002/ })).toBeVisible();
  },
};

/** Before the first order: the last order's empty state. */
export const HomeNoOrder: Story = {
  ...Home,
  parameters: logged('/mon-compte/', []),
  play: async ({ canvasElement, globals }) => {
    const t = accountMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.hello('Camille') }, firstLoad)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /00010000/ })).toBeNull();
  },
};

/** After registration. */
export const Welcome: Story = {
  parameters: logged('/mon-compte/bienvenue/'),
  render: () => <WelcomePage customerId={storyCustomerId()} />,
  play: async ({ canvasElement, globals }) => {
    const t = accountMessages[localeOfStory(globals)];
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: t.welcomeTitle }, firstLoad),
    ).toBeVisible();
  },
};

/** Personal data, with the password change. */
export const PersonalData: Story = {
  parameters: logged('/mon-compte/mes-informations-personnelles/'),
  render: () => <PersonalDataPage customerId={storyCustomerId()} />,
  play: async ({ canvasElement, globals }) => {
    const t = accountMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(label(t.firstName), {}, firstLoad)).toHaveValue('Camille');
  },
};

/** The address book: Lyon (favourite) and Liège; deleting asks first, Escape keeps the address, focus back on Delete. */
export const Addresses: Story = {
  parameters: logged('/mon-compte/mes-adresses/'),
  render: () => <AddressesPage customerId={storyCustomerId()} />,
  play: async ({ canvasElement, globals }) => {
    const t = addressMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.favourite, {}, firstLoad)).toBeVisible();
    await expect(canvas.getAllByTestId('address')).toHaveLength(2);
    // The dialog's code loads on the press (AddressDeleteDialog.tsx); the button is the page's own.
    const remove = canvas.getAllByRole('button', { name: new RegExp(`^${t.delete}`) })[1]!;
    await userEvent.click(remove);
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(canvas.getAllByTestId('address')).toHaveLength(2);
  },
};

/** Dutch: the account home. */
export const Dutch: Story = { ...Home, globals: { locale: 'nl' } };
