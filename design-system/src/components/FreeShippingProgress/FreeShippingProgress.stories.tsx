import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FreeShippingProgress } from './FreeShippingProgress.tsx';

const meta = {
  title: 'Shop/FreeShippingProgress',
  component: FreeShippingProgress,
  args: { totalCents: 3650, thresholdCents: 4900 },
} satisfies Meta<typeof FreeShippingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Livraison offerte' });
    await expect(bar).toHaveAttribute('aria-valuenow', '74');
    // Intl puts a narrow no-break space before the euro sign.
    await expect(bar.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe(
      'Plus que 12,50 € pour la livraison offerte',
    );
    await expect(canvas.getByText('Plus que 12,50 € pour la livraison offerte')).toBeVisible();
  },
};

export const Reached: Story = {
  args: { totalCents: 5200 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Livraison offerte' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('La livraison vous est offerte !')).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Gratis levering' })).toBeVisible();
    await expect(canvas.getByText('Nog € 12,50 voor gratis levering')).toBeVisible();
  },
};

/** Empty cart, halfway, almost there, reached, above; the threshold always comes from props. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      {[0, 2450, 4850, 4900, 7000].map((total) => (
        <FreeShippingProgress key={total} totalCents={total} thresholdCents={4900} />
      ))}
      <FreeShippingProgress totalCents={1000} thresholdCents={6000} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const values = canvas.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'));
    await expect(values).toEqual(['0', '50', '99', '100', '100', '17']);
    await expect(canvas.getByText('Plus que 49,00 € pour la livraison offerte')).toBeVisible();
    await expect(canvas.getByText('Plus que 50,00 € pour la livraison offerte')).toBeVisible();
  },
};
