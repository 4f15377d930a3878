import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { LoadingBar } from './LoadingBar.tsx';

/** A page that starts and finishes loads, as the router does on navigation. */
function Navigation({ error = false }: { error?: boolean }) {
  const [loading, setLoading] = useState(false);
  return (
    <div>
      <LoadingBar loading={loading} error={error} position="static" />
      <button type="button" onClick={() => setLoading(true)}>
        Naviguer
      </button>
      <button type="button" onClick={() => setLoading(false)}>
        Page prête
      </button>
    </div>
  );
}

const meta = {
  title: 'Commerce/LoadingBar',
  component: LoadingBar,
  args: { loading: true, position: 'static' },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Chargement de la page' });
    await expect(bar.style.height).toBe('3px');
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
  },
};

export const Navigating: Story = {
  render: () => <Navigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { hidden: true });
    // Hidden (and out of the accessibility tree) until a load lasts longer than the 200 ms throttle.
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Naviguer' }));
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(bar).not.toHaveAttribute('aria-hidden'), { timeout: 1000 });
    await expect(bar).toHaveAttribute('data-visible');
    await userEvent.click(canvas.getByRole('button', { name: 'Page prête' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    // Visible 500 ms more, then hidden, then back to 0 after 400 ms.
    await waitFor(() => expect(bar).not.toHaveAttribute('data-visible'), { timeout: 1500 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '0'), { timeout: 1500 });
  },
};

export const FastLoadShowsNothing: Story = {
  render: () => <Navigation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { hidden: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Naviguer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Page prête' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(bar).not.toHaveAttribute('data-visible');
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'idle', render: <LoadingBar loading={false} position="static" /> },
        { name: 'loading', render: <LoadingBar loading position="static" /> },
        { name: 'loading, no throttle', render: <LoadingBar loading position="static" timing={{ throttle: 0 }} /> },
        { name: 'failed', render: <Navigation error /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failed = within(canvas.getByRole('region', { name: 'failed' }));
    await userEvent.click(failed.getByRole('button', { name: 'Naviguer' }));
    const bar = await failed.findByRole('progressbar', {}, { timeout: 1000 });
    await userEvent.click(failed.getByRole('button', { name: 'Page prête' }));
    await expect(bar).toHaveAttribute('data-error');
  },
};
