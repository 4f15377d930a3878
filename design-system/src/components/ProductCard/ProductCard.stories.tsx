import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import bowl from '../ResponsiveImage/fixtures/gamelle.svg';
import { ProductCard } from './ProductCard.tsx';

const meta = {
  title: 'Shop/ProductCard',
  component: ProductCard,
  args: {
    name: 'Croquettes chien adulte au poulet',
    href: '/produits/croquettes-chien-adulte-poulet/',
    image: { src: bowl, alt: '', width: 320, height: 320 },
    formatLabel: 'Sac de 12 kg',
    rating: { average: 4.71, count: 1284 },
    priceCents: 5490,
    subscriptionPriceCents: 4941,
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Croquettes chien adulte au poulet' });
    await expect(link).toHaveAttribute('href', '/produits/croquettes-chien-adulte-poulet/');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(link);
    await expect(canvas.getByText(/54,90/)).toBeVisible();
    await expect(canvas.getByText(/49,41/)).toBeVisible();
    await expect(canvas.getByText('en abonnement')).toBeVisible();
    await expect(canvas.getByText(/Note 4,71 sur 5/)).toBeInTheDocument();
    // One tab stop per card: the name's link.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const OutOfStock: Story = {
  args: { stockState: 'out_of_stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rupture de stock')).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { stockState: 'back_soon', backOn: '2026-03-02' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('met abonnement')).toBeVisible();
    await expect(canvas.getByText('Terug op 2 maart')).toBeVisible();
  },
};

/** In stock with an action, each stock state, no rating, no subscription price. */
export const AllStates: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      <ProductCard {...args} action={<Button fullWidth>Ajouter au panier</Button>} />
      <ProductCard {...args} name="Rupture" stockState="out_of_stock" />
      <ProductCard {...args} name="Arrêté" stockState="discontinued" />
      <ProductCard {...args} name="Indisponible" stockState="unavailable" />
      <ProductCard {...args} name="Bientôt" stockState="back_soon" backOn="2026-03-02" />
      <ProductCard {...args} name="Plus vendu" stockState="no_longer_sold" />
      <ProductCard {...args} name="Sans avis ni abonnement" rating={undefined} subscriptionPriceCents={undefined} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    await expect(canvas.getByText('De retour le 2 mars')).toBeVisible();
  },
};
