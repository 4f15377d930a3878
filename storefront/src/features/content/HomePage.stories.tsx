import { scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { HomeGreeting } from '../customer/lazy.ts';
import { useLocale } from '../shared/index.ts';
import { firstLoad, localeOfStory, screenMeta, storyCustomerId } from '../../storybook/shop-story.tsx';
import { contentQueries } from './queries.ts';
import type { HomeContent } from './home-content.ts';
import { HomePage } from './HomePage.tsx';
import { NewsletterForm } from '../service/index.ts';

function HomeScreen({ greeting }: { greeting?: ReactNode }) {
  const locale = useLocale();
  const { data } = useSuspenseQuery(contentQueries.page<HomeContent>('home', locale));
  return <HomePage home={data.attributes} newsletterForm={<NewsletterForm source="home" />} greeting={greeting} />;
}

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  ...screenMeta('/'),
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page with its best sellers, which load after the page itself. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
    // Their section comes with its own chunk (HomeBestSellers.tsx), after the page's first render in a story.
    const bestSellers = await canvas.findByRole('region', { name: /meilleures ventes|bestsellers/i }, firstLoad);
    await expect((await within(bestSellers).findAllByRole('listitem', {}, firstLoad)).length).toBeGreaterThan(0);
  },
};

/** The best sellers never arrive: the page is whole without them. */
export const BestSellersSlow: Story = {
  parameters: { msw: scenarios.slow(600_000, { path: '*/api/content/b2c-products' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
    // Their section comes with its own chunk (HomeBestSellers.tsx), after the page's first render in a story.
    const bestSellers = await canvas.findByRole('region', { name: /meilleures ventes|bestsellers/i }, firstLoad);
    await expect(within(bestSellers).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** The content API fails: the shop's error page, with its retry. */
export const ServerError: Story = {
  parameters: { msw: scenarios.serverError() },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /réessayer|opnieuw/i }, firstLoad),
    ).toBeVisible();
  },
};

export const Dutch: Story = { globals: { locale: 'nl' }, play: Loaded.play };

/**
 * A returning customer, logged in (the mocks' demo customer, Camille): greeted by name under the title, in French
 * with the non-breaking space before « ! », with the way to the account.
 */
export const LoggedIn: Story = {
  parameters: { shop: { path: '/', loggedIn: true } },
  render: () => <HomeScreen greeting={<HomeGreeting customerId={storyCustomerId()} />} />,
  play: async ({ canvasElement, globals }) => {
    const dutch = localeOfStory(globals) === 'nl';
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
    const hello = await canvas.findByText(/^(Bonjour|Hallo) Camille/, {}, firstLoad);
    await expect(hello).toBeVisible();
    // The exact text (the matcher above collapses the non-breaking space).
    await expect(hello.textContent).toBe(dutch ? 'Hallo Camille!' : 'Bonjour Camille\u00a0!');
    const account = canvas.getByRole('link', { name: dutch ? 'Naar mijn account' : 'Voir mon compte' });
    await expect(account).toHaveAttribute('href', dutch ? '/nl/mijn-account/' : '/mon-compte/');
  },
};

export const LoggedInDutch: Story = { ...LoggedIn, globals: { locale: 'nl' } };
