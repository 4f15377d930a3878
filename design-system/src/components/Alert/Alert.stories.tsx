import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { tone: 'info', children: 'Les commandes passées avant 14 h partent le jour même.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Les commandes passées avant 14 h');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Dismissible: Story = {
  args: { tone: 'positive', title: 'Adresse enregistrée', onDismiss: fn() },
  play: async ({ canvas, args }) => {
    const close = canvas.getByRole('button', { name: 'Masquer' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

function DismissibleCritical() {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Alert tone="critical" title="Paiement refusé" onDismiss={() => setShown(false)}>
      Votre banque a refusé le paiement. Essayez une autre carte.
    </Alert>
  ) : (
    <p>Alerte masquée</p>
  );
}

/** Each tone with and without a title, and a dismissible alert that goes away. */
export const AllStates: Story = {
  render: () => (
    <Stack space="small">
      {(['info', 'positive', 'caution', 'critical'] as const).map((tone) => (
        <Alert key={tone} tone={tone} title={`Titre ${tone}`}>{`Message ${tone}`}</Alert>
      ))}
      <Alert tone="caution">Sans titre : stock limité.</Alert>
      <DismissibleCritical />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Blocking tones interrupt (role="alert"); the others wait (role="status").
    await expect(canvas.getAllByRole('alert')).toHaveLength(4);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer' }));
    await expect(canvas.getByText('Alerte masquée')).toBeVisible();
  },
};
