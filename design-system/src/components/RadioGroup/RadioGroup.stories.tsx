import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@gamelle/contract/shared/messages';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const genders = [
  { value: 'male', label: 'Mâle' },
  { value: 'female', label: 'Femelle' },
];
const frequencies = [
  { value: 'three_times_a_week', label: '3 fois par semaine', description: 'En alternance avec ses croquettes' },
  { value: 'every_day', label: 'Tous les jours' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: 'Sexe', name: 'gender', options: genders, onChange: fn(), onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Sexe' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Mâle' })).toHaveFocus();
    // Arrow keys move and select within the group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Femelle' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Femelle' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('female');
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        {
          name: 'empty',
          render: (
            <RadioGroup
              label="Type"
              name="type"
              options={[
                { value: 'dog', label: 'Chien' },
                { value: 'cat', label: 'Chat' },
              ]}
            />
          ),
        },
        { name: 'filled', render: <RadioGroup label="Genre" name="g2" options={genders} defaultValue="female" /> },
        {
          name: 'horizontal',
          render: <RadioGroup label="Genre ligne" name="g3" options={genders} orientation="horizontal" />,
        },
        { name: 'with descriptions', render: <RadioGroup label="Fréquence" name="frequency" options={frequencies} /> },
        {
          name: 'invalid',
          render: (
            <RadioGroup
              label="Sexe requis"
              name="gender"
              formName="pet"
              options={genders}
              error={{ code: 'required' }}
              required
            />
          ),
        },
        { name: 'required', render: <RadioGroup label="Genre requis" name="g4" options={genders} required /> },
        {
          name: 'disabled',
          render: <RadioGroup label="Genre bloqué" name="g5" options={genders} disabled defaultValue="male" />,
        },
        {
          name: 'disabled option',
          render: (
            <RadioGroup
              label="Livraison"
              name="g6"
              options={[
                { value: 'home', label: 'Domicile' },
                { value: 'relay', label: 'Point relais', disabled: true },
              ]}
            />
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invalid = canvas.getByRole('radiogroup', { name: /Sexe requis/ });
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription(messages.fr.codes.required);
    await expect(canvas.getByRole('radiogroup', { name: 'Genre requis (obligatoire)' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Femelle', checked: true })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '3 fois par semaine' })).toHaveAccessibleDescription(
      'En alternance avec ses croquettes',
    );
    await expect(canvas.getByRole('radio', { name: 'Point relais' })).toBeDisabled();
    for (const radio of within(canvas.getByRole('radiogroup', { name: 'Genre bloqué' })).getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};
