import { SUBSCRIPTION } from '@gamelle/contract/shared/limits';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSuspenseQuery } from '@tanstack/react-query';
import { expect, waitFor, within } from 'storybook/test';
import { localeOfStory, firstLoad, screenMeta } from '../../storybook/shop-story.tsx';
import { useLocale } from '../shared/index.ts';
import { ContentPage } from './ContentPage.tsx';
import { contentMessages } from './messages.ts';
import { pageKey } from './page-load.ts';
import { contentQueries } from './queries.ts';

function SubscriptionScreen() {
  const locale = useLocale();
  const { data } = useSuspenseQuery(contentQueries.page(pageKey('page', 'abonnement', locale), locale));
  return <ContentPage page={data} />;
}

const meta = {
  title: 'Screens/Subscription page',
  component: SubscriptionScreen,
  ...screenMeta('/page/abonnement/'),
} satisfies Meta<typeof SubscriptionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const actions = {
  fr: [
    ['Trouver la bonne croquette', '/guide-croquettes/'],
    ['Croquettes chien', '/chien/croquettes/'],
    ['Croquettes chat', '/chat/croquettes/'],
  ],
  nl: [
    ['De juiste brokken vinden', '/nl/brokkengids/'],
    ['Hondenbrokken', '/nl/hond/brokken/'],
    ['Kattenbrokken', '/nl/kat/brokken/'],
  ],
} as const;

/**
 * The subscription explained in the shop's layout (issue 22; it was a landing without one): its picture, the
 * commitment said plainly from the contract's constants, the text, and the calls to action.
 */
export const Page: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = contentMessages[locale];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
    const picture = canvas.getByRole('img', { name: locale === 'fr' ? /chien et un chat/ : /hond en een kat/ });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0), firstLoad);
    const terms = canvas.getByRole('region', { name: t.subscriptionTermsTitle });
    // (toHaveTextContent reads non-breaking spaces as spaces.)
    const plain = (text: string) => text.replace(/\s+/g, ' ');
    await expect(terms).toHaveTextContent(plain(t.subscriptionDiscount(SUBSCRIPTION.discountPercent)));
    await expect(terms).toHaveTextContent(plain(t.subscriptionMinimum(SUBSCRIPTION.minimumDeliveries)));
    await expect(terms).toHaveTextContent(plain(t.subscriptionAfter(SUBSCRIPTION.editCutOffDays)));
    const links = within(canvas.getByTestId('page-actions')).getAllByRole('link');
    // The stories' router leaves out the guide's routes, and a call to an unbuilt route is left out: the
    // categories' two show here, the guide's one in e2e/subscription-page.spec.ts.
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      actions[locale].slice(1).map(([label, href]) => [label, href]),
    );
  },
};

export const Dutch: Story = { ...Page, globals: { locale: 'nl' } };
