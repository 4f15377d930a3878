import { STOCK_STATES } from '@gamelle/contract/catalogue/product';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StockState } from './StockState.tsx';

const meta = {
  title: 'Shop/StockState',
  component: StockState,
  args: { state: 'out_of_stock' },
} satisfies Meta<typeof StockState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rupture de stock')).toBeVisible();
  },
};

export const BackOnADate: Story = {
  args: { state: 'back_soon', backOn: '2026-03-02' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('De retour le 2 mars')).toBeVisible();
  },
};

/** Every state of spec §8, in French then Dutch. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      {STOCK_STATES.map((state) => (
        <StockState key={state} state={state} />
      ))}
      <StockState state="back_soon" backOn="2026-03-02" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      'En stock',
      'Rupture de stock',
      'Définitivement arrêté',
      'Indisponible',
      'Bientôt de retour',
      'Plus commercialisé',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {STOCK_STATES.map((state) => (
        <StockState key={state} state={state} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Niet op voorraad', 'Definitief stopgezet', 'Binnenkort terug', 'Niet meer verkrijgbaar']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};
