import { scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { expect, within } from 'storybook/test';
import { useLocale } from '../shared/index.ts';
import { firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { catalogueMessages } from './messages.ts';
import { productPartMessages } from './part-messages.ts';
import { catalogueQueries } from './queries.ts';
import { SamplePage } from './SamplePage.tsx';

function SampleScreen() {
  const { _splat = '' } = useParams({ strict: false });
  const sample = _splat.split('/').filter(Boolean)[2] ?? '';
  const locale = useLocale();
  const { data } = useSuspenseQuery(catalogueQueries.product(sample, locale));
  return <SamplePage pack={data} />;
}

const meta = {
  title: 'Screens/Sample',
  component: SampleScreen,
  ...screenMeta('/produits/echantillons/decouverte-chien/'),
} satisfies Meta<typeof SampleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = { ...catalogueMessages[localeOfStory(globals)], ...productPartMessages[localeOfStory(globals)] };
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.addToCart })).toBeEnabled();
  },
};

export const ServerError: Story = {
  parameters: { msw: scenarios.serverError() },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /réessayer|opnieuw/i }, firstLoad),
    ).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { shop: { path: '/produits/echantillons/ontdekking-hond/' } },
  play: Loaded.play,
};
