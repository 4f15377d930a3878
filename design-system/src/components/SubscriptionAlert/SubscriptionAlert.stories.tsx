import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SUBSCRIPTION_ALERT_KINDS, SubscriptionAlert } from './SubscriptionAlert.tsx';

const meta = {
  title: 'Shop/SubscriptionAlert',
  component: SubscriptionAlert,
  args: { kind: 'card_expiring', expiryMonth: '2027-03' },
} satisfies Meta<typeof SubscriptionAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Votre carte bancaire expire fin mars 2027');
  },
};

export const WithAction: Story = {
  args: { kind: 'card_expired', action: <a href="#payment">Mettre à jour ma carte</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Votre carte bancaire a expiré');
    await expect(canvas.getByRole('link', { name: 'Mettre à jour ma carte' })).toBeVisible();
  },
};

/** The six alerts of spec §4. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {SUBSCRIPTION_ALERT_KINDS.map((kind) => (
        <SubscriptionAlert key={kind} kind={kind} expiryMonth="2027-03" />
      ))}
      <SubscriptionAlert kind="product_unavailable" productName="Croquettes saumon 12 kg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(7);
    for (const text of [
      'Votre carte bancaire a expiré',
      'Votre carte bancaire expire fin mars 2027',
      'Votre point relais n’est plus actif',
      'Votre promotion n’est plus valable',
      'Un produit de votre abonnement est indisponible',
      'Votre transporteur n’est plus disponible',
    ]) {
      await expect(canvas.getAllByText(text)[0]).toBeVisible();
    }
    await expect(canvas.getByText(/Croquettes saumon 12 kg est indisponible/)).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Uw bankkaart vervalt eind maart 2027');
  },
};
