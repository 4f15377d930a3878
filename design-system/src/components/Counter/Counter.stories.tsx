import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Counter } from './Counter.tsx';

const product = 'Croquettes poulet 2 kg';

const meta = {
  title: 'Shop/Counter',
  component: Counter,
  args: { productName: product, defaultValue: 1, min: 1, max: 20, onChange: fn() },
} satisfies Meta<typeof Counter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A spin button: the arrows, Page keys and Home/End, with the +/- buttons out of the tab order. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('spinbutton', { name: `Quantité de ${product}` });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('aria-valuemin', '1');
    await expect(field).toHaveAttribute('aria-valuemax', '20');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveValue('2');
    await expect(field).toHaveAttribute('aria-valuenow', '2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{PageUp}');
    await expect(field).toHaveValue('12');
    await userEvent.keyboard('{End}');
    await expect(field).toHaveValue('20');
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveValue('20');
    await userEvent.keyboard('{PageDown}');
    await expect(field).toHaveValue('10');
    await userEvent.keyboard('{Home}');
    await expect(field).toHaveValue('1');
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveValue('1');

    // The buttons are named after the product and skipped by Tab.
    const increase = canvas.getByRole('button', { name: `Augmenter ${product}` });
    const decrease = canvas.getByRole('button', { name: `Diminuer ${product}` });
    await expect(increase).toHaveAttribute('tabindex', '-1');
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await expect(field).toHaveValue('2');
    await expect(canvas.getByRole('status')).toHaveTextContent(`${product} : quantité 2`);

    // Typing a number commits it on Enter, clamped to the bounds.
    await userEvent.clear(field);
    await userEvent.type(field, '99{Enter}');
    await expect(field).toHaveValue('20');
    await userEvent.tab();
    await expect(field).not.toHaveFocus();
  },
};

/** At the minimum it collapses to "Ajouter"; focus moves to the Add button and back into the stepper. */
export const Collapsible: Story = {
  args: { min: 0, defaultValue: 0, max: undefined, collapsible: true },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: `Ajouter ${product}` });
    await expect(add).toHaveTextContent('Ajouter');
    await userEvent.click(add);
    const field = await canvas.findByRole('spinbutton');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${product} : quantité 1`);
    await userEvent.keyboard('{ArrowDown}');
    const addAgain = await canvas.findByRole('button', { name: `Ajouter ${product}` });
    await waitFor(() => expect(addAgain).toHaveFocus());
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${product} : retiré`);
    // Keyboard works for the Add button too.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('spinbutton')).toHaveFocus());
  },
};

function ControlledCounter() {
  const [quantity, setQuantity] = useState(3);
  return (
    <div>
      <Counter productName={product} value={quantity} onChange={setQuantity} min={1} max={5} />
      <p>Panier : {quantity}</p>
      <button type="button" onClick={() => setQuantity(5)}>
        Mettre 5
      </button>
    </div>
  );
}

/** Controlled: the parent owns the quantity and may change it from outside. */
export const Controlled: Story = {
  render: () => <ControlledCounter />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('spinbutton');
    await userEvent.click(canvas.getByRole('button', { name: `Augmenter ${product}` }));
    await expect(canvas.getByText('Panier : 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre 5' }));
    await expect(field).toHaveValue('5');
    await expect(canvas.getByRole('button', { name: `Augmenter ${product}` })).toBeDisabled();
  },
};

/** Dutch names and announcements. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: `Aantal ${product}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Verhogen ${product}` }));
    await expect(canvas.getByRole('status')).toHaveTextContent(`${product}: aantal 2`);
    await expect(canvas.getByRole('button', { name: `Verlagen ${product}` })).toBeEnabled();
  },
};

/** Every state side by side: default, at the minimum, at the maximum, collapsed, disabled. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      <Counter {...args} productName="Défaut" defaultValue={2} />
      <Counter {...args} productName="Au minimum" defaultValue={1} />
      <Counter {...args} productName="Au maximum" defaultValue={20} />
      <Counter {...args} productName="Replié" min={0} defaultValue={0} collapsible />
      <Counter {...args} productName="Désactivé" defaultValue={3} disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Diminuer Au minimum' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Augmenter Au maximum' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Ajouter Replié' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantité de Désactivé' })).toBeDisabled();
  },
};
