import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@gamelle/contract/shared/messages';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { Select } from './Select.tsx';

const countries = [
  { value: 'FR', label: 'France' },
  { value: 'BE', label: 'Belgique' },
  { value: 'LU', label: 'Luxembourg' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Pays', name: 'country', options: countries, placeholder: 'Choisissez un pays', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Pays' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'BE');
    await expect(select).toHaveValue('BE');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Keyboard: focus and change with the arrow keys, as a native select allows.
    select.focus();
    await expect(select).toHaveFocus();
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'empty', render: <Select label="Pays vide" name="c1" options={countries} placeholder="Choisissez" /> },
        { name: 'filled', render: <Select label="Pays choisi" name="c2" options={countries} defaultValue="LU" /> },
        { name: 'focused', render: <Select label="Pays focus" name="c3" options={countries} /> },
        {
          name: 'invalid',
          render: (
            <Select
              label="Pays obligatoire"
              name="country"
              formName="address"
              options={countries}
              placeholder="Choisissez"
              error={{ code: 'required' }}
              required
            />
          ),
        },
        { name: 'required', render: <Select label="Pays requis" name="c4" options={countries} required /> },
        { name: 'disabled', render: <Select label="Pays bloqué" name="c5" options={countries} disabled /> },
        {
          name: 'disabled option',
          render: (
            <Select
              label="Livraison"
              name="c6"
              options={[...countries, { value: 'DE', label: 'Allemagne (non livré)', disabled: true }]}
            />
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invalid = canvas.getByRole('combobox', { name: 'Pays obligatoire' });
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription(messages.fr.codes.required);
    await expect(invalid).toBeRequired();
    await expect(canvas.getByRole('combobox', { name: 'Pays choisi' })).toHaveValue('LU');
    await expect(canvas.getByRole('combobox', { name: 'Pays bloqué' })).toBeDisabled();
    await expect(canvas.getByRole('option', { name: 'Allemagne (non livré)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Pays choisi' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Pays focus' })).toHaveFocus();
  },
};
