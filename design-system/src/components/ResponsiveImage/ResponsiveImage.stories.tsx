import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
// no-inline: a data: URL cannot take the image host's query parameters.
import bowl from './fixtures/gamelle.svg?no-inline';
import { ResponsiveImage } from './ResponsiveImage.tsx';

const meta = {
  title: 'Commerce/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    src: bowl,
    alt: 'Une gamelle de croquettes',
    width: 400,
    height: 300,
    version: 'a1b2c3',
    sizes: '(min-width: 768px) 400px, 100vw',
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Une gamelle de croquettes' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image.getAttribute('src')).toContain('width=400&height=300&format=auto&v=a1b2c3');
    await expect(image.getAttribute('srcset')).toContain('width=768&height=576&format=auto&v=a1b2c3 768w');
    await expect(image).toHaveAttribute('sizes', '(min-width: 768px) 400px, 100vw');
    const frame = image.parentElement as HTMLElement;
    await expect(getComputedStyle(frame).aspectRatio).toBe('400 / 300');
  },
};

export const LoadedAboveTheFold: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Une gamelle de croquettes' });
    const frame = image.parentElement as HTMLElement;
    await expect(image).toHaveAttribute('loading', 'eager');
    // No blurred preview behind an above-the-fold image: it shows as it arrives.
    await expect(frame.style.backgroundImage).toBe('');
    await waitFor(() => expect(frame).toHaveAttribute('data-loaded'), { timeout: 3000 });
    await expect(frame.style.backgroundImage).toBe('');
  },
};

/** Above the fold and not loaded yet (a missing file): shown as it arrives, no preview, no fade waiting on script. */
export const AboveTheFoldBeforeLoad: Story = {
  args: { src: '/does-not-exist/hero.jpg', alt: 'Bannière', priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Bannière' });
    const frame = image.parentElement as HTMLElement;
    await expect(frame).not.toHaveAttribute('data-loaded');
    await expect(frame.style.backgroundImage).toBe('');
    // The page's largest paint must not wait for the JavaScript that marks the image loaded.
    await expect(getComputedStyle(image).opacity).toBe('1');
  },
};

export const Placeholder: Story = {
  args: { src: '/does-not-exist/croquettes.jpg', alt: 'Croquettes en attente' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Croquettes en attente' });
    const frame = image.parentElement as HTMLElement;
    await expect(frame).not.toHaveAttribute('data-loaded');
    await expect(frame.style.backgroundImage).toContain('width=100&height=75&quality=20&blur=4&v=a1b2c3');
    // A lazy image fades in over its preview once loaded.
    await expect(getComputedStyle(image).opacity).toBe('0');
  },
};

/**
 * Lazy but perhaps on the first screen (a category's first row): the preview behind it, and no fade waiting on the
 * script that marks it loaded, so the picture shows as it arrives.
 */
export const LazyWithoutFade: Story = {
  args: { src: '/does-not-exist/first-row.jpg', alt: 'Première rangée', fade: false },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Première rangée' });
    const frame = image.parentElement as HTMLElement;
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('fetchpriority', 'auto');
    await expect(frame).not.toHaveAttribute('data-loaded');
    await expect(frame.style.backgroundImage).toContain('width=100&height=75&quality=20&blur=4&v=a1b2c3');
    await expect(getComputedStyle(image).opacity).toBe('1');
  },
};

export const AllStates: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: () => (
    <StateGrid
      states={[
        { name: 'lazy', render: <ResponsiveImage src={bowl} alt="Gamelle paresseuse" width={320} height={240} /> },
        {
          name: 'priority',
          render: <ResponsiveImage src={bowl} alt="Gamelle prioritaire" width={320} height={240} priority />,
        },
        {
          name: 'contain',
          render: <ResponsiveImage src={bowl} alt="Gamelle entière" width={320} height={320} fit="contain" />,
        },
        {
          name: 'loading (placeholder)',
          render: <ResponsiveImage src="/missing.jpg" alt="Image absente" width={320} height={240} />,
        },
        {
          name: 'decorative',
          render: <ResponsiveImage src={bowl} alt="" width={320} height={180} format="webp" quality={70} />,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const priority = canvas.getByRole('img', { name: 'Gamelle prioritaire' });
    await expect(priority).toHaveAttribute('loading', 'eager');
    await expect(priority).toHaveAttribute('fetchpriority', 'high');
    // alt="" takes a decorative image out of the accessibility tree.
    await expect(canvas.getAllByRole('presentation')[0]?.getAttribute('src')).toContain('format=webp&quality=70');
  },
};
