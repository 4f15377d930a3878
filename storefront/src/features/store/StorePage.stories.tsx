import { scenarios } from '@gamelle/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { storeMessages } from './messages.ts';
import { StorePage } from './StorePage.tsx';

const meta = {
  title: 'Screens/Store',
  component: StorePage,
  ...screenMeta('/magasins/liege/'),
  args: { slug: 'liege', origin: 'https://shop.test' },
} satisfies Meta<typeof StorePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Address, hours per weekday, special dates to come, services, directions and the LocalBusiness data. */
export const Loaded: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Gamelle Liège' }, firstLoad)).toBeVisible();
    await expect(canvas.getByTestId('store-hours')).toHaveTextContent(t.closedDay);
    await expect(canvas.getByRole('link', { name: new RegExp(t.directions) })).toHaveAttribute('target', '_blank');
    const data = JSON.parse(canvasElement.querySelector('script[type="application/ld+json"]')!.textContent!);
    await expect(data['@type']).toBe('PetStore');
    await expect(data.address.postalCode).toBe('4000');
  },
};

/** On a day of its inventory closure (clock set), the tag says so. */
export const SpecialClosure: Story = {
  parameters: { msw: scenarios.clockAt('2027-01-06T10:00:00.000Z', { path: '*/api/v2/shop/stores/*' }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 }, firstLoad);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-special="special_closure"]')).toHaveTextContent(/5.+7/),
    );
  },
};

/** An unknown store: the error page, then its suggestions (their own chunk and list, which the shot waits for). */
export const NotFound: Story = {
  args: { slug: 'atlantis' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 }, firstLoad);
    await expect(await canvas.findByRole('heading', { level: 2 }, firstLoad)).toBeVisible();
  },
};

export const Dutch: Story = { ...Loaded, globals: { locale: 'nl' } };
