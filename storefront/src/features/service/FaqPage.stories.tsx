import { scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from '@tanstack/react-router';
import { expect, userEvent, within } from 'storybook/test';
import {
  asTextQueriesRead,
  firstLoad,
  localeOfStory,
  screenMeta,
  showsErrorPage,
} from '../../storybook/shop-story.tsx';
import { FaqPage } from './FaqPage.tsx';
import { faqMessages } from './messages.ts';

/** As the route reads it: the segment after `/faq/`. */
function FaqScreen() {
  const segment = useLocation({ select: (l) => /\/faq\/([^/]+)\//.exec(l.pathname)?.[1] });
  return <FaqPage faqQuery={segment ? decodeURIComponent(segment) : undefined} />;
}

const meta = { title: 'Screens/Faq', component: FaqScreen, ...screenMeta('/faq/') } satisfies Meta<typeof FaqScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every theme, its questions in accordions; one opens with the keyboard. */
export const Themes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { expanded: false }, firstLoad);
    first!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const data = JSON.parse(canvasElement.querySelector('script[type="application/ld+json"]')!.textContent!);
    await expect(data['@type']).toBe('FAQPage');
    await expect(data.mainEntity.length).toBeGreaterThanOrEqual(30);
  },
};

/** The query in the path: the search's answers, the first one open. */
export const Search: Story = {
  parameters: { shop: { path: '/faq/abonnement/' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const result = await canvas.findByTestId('faq-results', {}, firstLoad);
    await expect(result.textContent).toMatch(
      localeOfStory(globals) === 'nl' ? /voor "abonnement"/ : /pour «\sabonnement\s»/,
    );
    await expect(canvas.getAllByRole('button', { expanded: true }).length).toBe(1);
  },
};

/** Nothing found: said, with the themes below. */
export const NoResults: Story = {
  parameters: { shop: { path: '/faq/zzzz/' } },
  play: async ({ canvasElement, globals }) => {
    const t = faqMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(asTextQueriesRead(t.resultsFor('zzzz', 0)), {}, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t.themes })).toBeVisible();
  },
};

export const ServerError: Story = { parameters: { msw: scenarios.serverError() }, play: showsErrorPage };

export const Dutch: Story = { ...Search, globals: { locale: 'nl' } };
