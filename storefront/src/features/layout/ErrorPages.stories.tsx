import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { errorMessages } from './error-messages.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/** What the router hands the error page: an API error carries its HTTP status. */
const apiError = (status: number, message: string) => Object.assign(new Error(message), { status });

const meta = {
  title: 'Screens/Errors',
  component: NotFoundPage,
  ...screenMeta('/croquettes-pour-licornes/'),
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown address: the path asked for, and the ways back into the shop. */
export const NotFound: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = errorMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, firstLoad)).toHaveTextContent(t.notFoundTitle);
    await expect(canvas.getByText(/croquettes-pour-licornes/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.dogLink })).toHaveAttribute('href', expect.stringMatching(/\/$/));
  },
};

export const NotFoundDutch: Story = {
  globals: { locale: 'nl' },
  play: NotFound.play,
};

/** A server error while a page loads: its title and text, a retry, and suggestions from the mocks' cross-sells. */
export const ServerError: Story = {
  render: () => <ErrorPage error={apiError(500, 'Une erreur est survenue')} reset={() => {}} />,
  play: async ({ canvasElement, globals }) => {
    const t = errorMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, firstLoad)).toHaveTextContent(t.status500Title);
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: t.suggestions }, firstLoad)).toBeVisible();
  },
};

/** Maintenance (503) has its own words. */
export const Maintenance: Story = {
  render: () => <ErrorPage error={apiError(503, 'Service Unavailable')} reset={() => {}} />,
  play: async ({ canvasElement, globals }) => {
    const t = errorMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, firstLoad)).toHaveTextContent(t.status503Title);
    await expect(await canvas.findByRole('heading', { name: t.suggestions }, firstLoad)).toBeVisible();
  },
};
