import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@gamelle/contract/shared/messages';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { FormError } from './FormError.tsx';

const meta = {
  title: 'Forms/FormError',
  component: FormError,
  args: { formName: 'login', error: { code: 'wrong_password' } },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messages.fr.codes.wrong_password);
  },
};

export const AppearsOnSubmit: Story = {
  render: function Render() {
    const [error, setError] = useState<{ code: string; message?: string } | undefined>();
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError({ code: 'order_total_changed', message: 'Le total de votre commande a changé.' });
        }}
      >
        <FormError formName="checkout" error={error} />
        <button type="submit">Payer</button>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The live region exists before the error, so the error is announced when it appears.
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Payer' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le total de votre commande a changé.');
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'none', render: <FormError formName="login" /> },
        { name: 'known code', render: <FormError formName="login" error={{ code: 'wrong_password' }} /> },
        { name: 'server message', render: <FormError error={{ code: 'x', message: 'Panier introuvable' }} /> },
        { name: 'unknown code', render: <FormError formName="contact" error={{ code: 'boom' }} /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts[0]).toBeEmptyDOMElement();
    await expect(alerts[2]).toHaveTextContent('Panier introuvable');
    await expect(alerts[3]).toHaveTextContent(messages.fr.errors.generic);
  },
};
