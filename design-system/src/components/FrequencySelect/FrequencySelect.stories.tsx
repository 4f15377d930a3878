import { DELIVERY_FREQUENCY_CODES } from '@gamelle/contract/subscription/frequencies';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { FrequencySelect } from './FrequencySelect.tsx';

const meta = {
  title: 'Shop/FrequencySelect',
  component: FrequencySelect,
  args: { defaultValue: 31, onChange: fn() },
} satisfies Meta<typeof FrequencySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ten frequencies in order; keyboard choice reports the code in days. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Fréquence de livraison' });
    const options = within(select).getAllByRole('option');
    await expect(options.map((o) => Number((o as HTMLOptionElement).value))).toEqual(DELIVERY_FREQUENCY_CODES);
    await expect(options.map((o) => o.textContent)).toEqual([
      '3 semaines',
      '1 mois',
      '6 semaines',
      '7 semaines',
      '2 mois',
      '10 semaines',
      '11 semaines',
      '3 mois',
      '4 mois',
      '5 mois',
    ]);
    await expect(select).toHaveValue('31');
    await userEvent.selectOptions(select, '42');
    await expect(args.onChange).toHaveBeenLastCalledWith(42);
    await userEvent.selectOptions(select, '155');
    await expect(args.onChange).toHaveBeenLastCalledWith(155);
    // A native select: reached with Tab, its keyboard is the browser's own.
    select.blur();
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Leveringsfrequentie' });
    await expect(within(select).getByRole('option', { name: '6 weken' })).toBeInTheDocument();
    await expect(within(select).getByRole('option', { name: '1 maand' })).toBeInTheDocument();
  },
};

/** Plain words where the choice is first made (the product page): weeks first, then months. */
export const InWords: Story = {
  args: { wording: 'every' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Fréquence de livraison' });
    const options = within(select).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Toutes les 3 semaines',
      'Toutes les 6 semaines',
      'Toutes les 7 semaines',
      'Toutes les 10 semaines',
      'Toutes les 11 semaines',
      'Tous les mois',
      'Tous les 2 mois',
      'Tous les 3 mois',
      'Tous les 4 mois',
      'Tous les 5 mois',
    ]);
    await expect(select).toHaveDisplayValue('Tous les mois');
    await userEvent.selectOptions(select, 'Toutes les 6 semaines');
    await expect(args.onChange).toHaveBeenLastCalledWith(42);
  },
};

export const InWordsDutch: Story = {
  args: { wording: 'every' },
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Leveringsfrequentie' });
    await expect(select).toHaveDisplayValue('Elke maand');
    await expect(within(select).getByRole('option', { name: 'Elke 3 weken' })).toBeInTheDocument();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <StateGrid
      states={[
        { name: 'default', render: <FrequencySelect {...args} /> },
        { name: 'with help', render: <FrequencySelect {...args} description="Modifiable à tout moment." /> },
        { name: 'error', render: <FrequencySelect {...args} error="required" formName="subscription" /> },
        { name: 'disabled', render: <FrequencySelect {...args} disabled /> },
        { name: 'one frequency unavailable', render: <FrequencySelect {...args} disabledFrequencies={[21]} /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ce champ est obligatoire.')).toBeVisible();
    const limited = within(canvas.getByRole('region', { name: 'one frequency unavailable' }));
    await expect(limited.getByRole('option', { name: '3 semaines' })).toBeDisabled();
  },
};
