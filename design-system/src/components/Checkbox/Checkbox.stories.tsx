import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@gamelle/contract/shared/messages';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Stérilisé', name: 'sterilized', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Stérilisé' });
    await userEvent.click(within(canvasElement).getByText('Stérilisé'));
    await expect(box).toBeChecked();
    // Space toggles it back from the keyboard.
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'unchecked', render: <Checkbox label="Newsletter" name="n1" /> },
        { name: 'checked', render: <Checkbox label="Conditions lues" name="n2" defaultChecked /> },
        { name: 'indeterminate', render: <Checkbox label="Toutes les croquettes" name="n3" indeterminate /> },
        { name: 'focused', render: <Checkbox label="Offres partenaires" name="n4" /> },
        {
          name: 'with description',
          render: <Checkbox label="Sans céréales" name="n5" description="Uniquement les recettes sans céréales" />,
        },
        {
          name: 'invalid',
          render: <Checkbox label="J’accepte les CGV" name="terms" required error={{ code: 'required' }} />,
        },
        { name: 'required', render: <Checkbox label="Majeur" name="n6" required /> },
        { name: 'disabled', render: <Checkbox label="Indisponible" name="n7" disabled /> },
        { name: 'disabled checked', render: <Checkbox label="Inclus" name="n8" disabled defaultChecked /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Toutes les croquettes' })).toBePartiallyChecked();
    const terms = canvas.getByRole('checkbox', { name: 'J’accepte les CGV' });
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription(messages.fr.codes.required);
    await expect(canvas.getByRole('checkbox', { name: 'Sans céréales' })).toHaveAccessibleDescription(
      'Uniquement les recettes sans céréales',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Indisponible' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Indisponible' }));
    await expect(canvas.getByRole('checkbox', { name: 'Indisponible' })).not.toBeChecked();
    canvas.getByRole('checkbox', { name: 'Toutes les croquettes' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Offres partenaires' })).toHaveFocus();
  },
};
