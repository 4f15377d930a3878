import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { maintenanceMessages } from './maintenance-messages.ts';
import { MaintenancePage } from './MaintenancePage.tsx';

const meta = {
  title: 'Screens/Maintenance',
  component: MaintenancePage,
  ...screenMeta('/maintenance/'),
} satisfies Meta<typeof MaintenancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a route under maintenance shows (with 503 and Retry-After), and the way back home. */
export const Page: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = maintenanceMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title }, firstLoad)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.home })).toBeVisible();
  },
};

export const Dutch: Story = { ...Page, globals: { locale: 'nl' } };
