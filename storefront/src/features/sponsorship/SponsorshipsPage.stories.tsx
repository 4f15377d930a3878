import { DEMO_SPONSORSHIP_CODE, emptySponsorship, mockSponsorshipOf, mockState, scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  asTextQueriesRead,
  firstLoad,
  localeOfStory,
  screenMeta,
  storyCustomerId,
} from '../../storybook/shop-story.tsx';
import { sponsorshipMessages } from './messages.ts';
import { SponsorshipLinkPage } from './SponsorshipLinkPage.tsx';
import { SponsorshipsPage } from './SponsorshipsPage.tsx';

const meta = {
  title: 'Screens/Sponsorships',
  component: SponsorshipsPage,
  ...screenMeta('/mon-compte/mes-parrainages/'),
  // As the route renders it: the logged-in customer's id comes from the session.
  render: () => <SponsorshipsPage customerId={storyCustomerId()} />,
  args: { customerId: 0 },
} satisfies Meta<typeof SponsorshipsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const logged = { shop: { path: '/mon-compte/mes-parrainages/', loggedIn: true } };

/** The demo customer as a sponsor: her code and link, a friend in each state, one credit earned. */
export const WithFriends: Story = {
  parameters: logged,
  play: async ({ canvasElement, globals }) => {
    const t = sponsorshipMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title }, firstLoad)).toBeVisible();
    await expect(canvas.getByTestId('sponsorship-code')).toHaveTextContent(DEMO_SPONSORSHIP_CODE);
    await expect(canvas.getByTestId('sponsorship-link')).toHaveTextContent(
      new RegExp(`/(parrainage|nl/vriendencode)/${DEMO_SPONSORSHIP_CODE}/$`),
    );
    await expect(canvas.getByRole('button', { name: t.copyLink })).toBeEnabled();
    const states = canvas.getAllByTestId('sponsorship-friend').map((li) => li.dataset['state']);
    await expect(states).toEqual(['invited', 'registered', 'ordered', 'rewarded']);
    await expect(canvas.getByText(t.state_rewarded)).toBeVisible();
    await expect(canvas.getAllByTestId('sponsorship-coupon')).toHaveLength(1);
  },
};

/** An invitation goes out: the confirmation is announced and the friend joins the list as invited. */
export const InviteAFriend: Story = {
  parameters: logged,
  play: async ({ canvasElement, globals }) => {
    const t = sponsorshipMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: t.inviteEmail }, firstLoad);
    await userEvent.type(field, 'zoe@example.fr');
    await userEvent.click(canvas.getByRole('button', { name: t.inviteSubmit }));
    await expect(await canvas.findByText(t.invited('zoe@example.fr'))).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(await canvas.findByText('zoe@example.fr')).toBeVisible();
    await expect(canvas.getAllByTestId('sponsorship-friend')).toHaveLength(5);
  },
};

/** Inviting oneself is refused under the field, with the server's words. */
export const SelfInvitationRefused: Story = {
  parameters: logged,
  play: async ({ canvasElement, globals }) => {
    const t = sponsorshipMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: t.inviteEmail }, firstLoad);
    await userEvent.type(field, 'demo@gamelle.fr{Enter}');
    const refusal =
      localeOfStory(globals) === 'nl'
        ? 'U kunt uzelf niet aanbrengen.'
        : 'Vous ne pouvez pas vous parrainer vous-même.';
    await expect(await canvas.findByText(refusal)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Nobody sponsored yet: the lists say what will appear and why. */
export const NoFriendsYet: Story = {
  parameters: logged,
  beforeEach: () => emptySponsorship(mockState, storyCustomerId()),
  play: async ({ canvasElement, globals }) => {
    const t = sponsorshipMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(asTextQueriesRead(t.noFriends), {}, firstLoad)).toBeVisible();
    await expect(canvas.getByText(t.noRewards)).toBeVisible();
  },
};

/** A new customer a friend sponsored: who, and the welcome coupon to copy. */
export const SponsoredNewCustomer: Story = {
  parameters: logged,
  beforeEach: () => {
    const id = storyCustomerId();
    emptySponsorship(mockState, id);
    mockSponsorshipOf(mockState, id).sponsoredBy = {
      sponsorName: 'Julien B.',
      welcomeCoupon: {
        couponCode: 'GIFT-9QW3ZK7H',
        amountCents: 1000,
        issuedAt: '2026-11-20T10:00:00.000Z',
        expiresAt: '2027-02-18T10:00:00.000Z',
        used: false,
      },
    };
  },
  play: async ({ canvasElement, globals }) => {
    const t = sponsorshipMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t.sponsoredBy('Julien B.'), {}, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.copyCoupon('GIFT-9QW3ZK7H') })).toBeVisible();
  },
};

/** The programme cannot load: the shop's error page, not a blank screen. */
export const ServerError: Story = {
  parameters: { ...logged, msw: scenarios.serverError({ path: '*/api/v2/shop/sponsorship' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
  },
};

/** The same page in Dutch. */
export const Dutch: Story = { ...WithFriends, globals: { locale: 'nl' } };

/** The page a personal link opens: who offers what, and the way to create an account. */
export const LinkPage: Story = {
  parameters: { shop: { path: `/parrainage/${DEMO_SPONSORSHIP_CODE}/` } },
  render: () => <SponsorshipLinkPage code={DEMO_SPONSORSHIP_CODE} />,
  play: async ({ canvasElement, globals }) => {
    const t = sponsorshipMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    // "10,00 €" / "€ 10,00", with the narrow no-break space Intl puts in.
    const title = await canvas.findByRole('heading', { level: 1 }, firstLoad);
    await expect(title).toHaveTextContent(/^Camille .*10,00.* Gamelle$/);
    await expect(canvas.getByRole('link', { name: t.linkCreate })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/(connexion|nl\/verbinding)\/$/),
    );
    await expect(document.cookie).toContain(`gamelle_sponsor=${DEMO_SPONSORSHIP_CODE}`);
  },
};

/** The link page in Dutch. */
export const LinkPageDutch: Story = { ...LinkPage, globals: { locale: 'nl' } };

/** A link whose code does not exist: said plainly, with the way to the shop. */
export const LinkUnknown: Story = {
  parameters: { shop: { path: '/parrainage/GML-2222222222/' } },
  render: () => <SponsorshipLinkPage code="GML-2222222222" />,
  play: async ({ canvasElement, globals }) => {
    const t = sponsorshipMessages[localeOfStory(globals)];
    await expect(await within(canvasElement).findByText(t.linkUnknown, {}, firstLoad)).toBeVisible();
  },
};
