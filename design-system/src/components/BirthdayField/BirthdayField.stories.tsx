import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@gamelle/contract/shared/messages';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { BirthdayField } from './BirthdayField.tsx';

const today = new Date(2026, 10, 21);

const meta = {
  title: 'Forms/BirthdayField',
  component: BirthdayField,
  args: {
    label: 'Naissance de Rex',
    today,
    onModeChange: fn(),
    onFilledChange: fn(),
    dateInput: { name: 'birthday', onChange: fn() },
    yearsInput: { name: 'years', onChange: fn() },
    monthsInput: { name: 'months', onChange: fn() },
  },
} satisfies Meta<typeof BirthdayField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Naissance de Rex' });
    const date = canvas.getByLabelText('Date de naissance');
    await expect(date).toHaveAttribute('min', '1970-01-01');
    await expect(date).toHaveAttribute('max', '2026-11-21');
    await expect(group).toHaveAttribute('data-mode', 'date');
    await expect(group).not.toHaveAttribute('data-filled');

    await userEvent.type(date, '2021-04-12');
    await expect(group).toHaveAttribute('data-filled');
    await expect(args.onFilledChange).toHaveBeenLastCalledWith(true);

    // Switch to the age: the date is emptied (the form must not keep both) and focus moves to "Années".
    await userEvent.click(canvas.getByRole('button', { name: 'Je ne connais pas la date\u00a0: indiquer l’âge' }));
    await expect(group).toHaveAttribute('data-mode', 'age');
    await expect(args.onModeChange).toHaveBeenLastCalledWith('age');
    await expect(args.dateInput?.onChange).toHaveBeenCalled();
    await expect(date).toHaveValue('');
    await expect(date).not.toBeVisible();
    const years = canvas.getByLabelText('Années');
    await expect(years).toHaveFocus();
    await expect(group).not.toHaveAttribute('data-filled');

    // Months alone fill the field.
    await userEvent.type(canvas.getByLabelText('Mois'), '4');
    await expect(group).toHaveAttribute('data-filled');

    // Back to the date with the keyboard.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Indiquer la date de naissance' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('data-mode', 'date');
    await expect(canvas.getByLabelText('Mois')).toHaveValue(null);
    await expect(date).toHaveFocus();
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'empty', render: <BirthdayField label="Vide" today={today} /> },
        {
          name: 'filled date',
          render: <BirthdayField label="Date remplie" today={today} dateInput={{ defaultValue: '2019-06-01' }} />,
        },
        {
          name: 'filled age',
          render: (
            <BirthdayField
              label="Âge rempli"
              today={today}
              yearsInput={{ defaultValue: '3' }}
              monthsInput={{ defaultValue: '2' }}
            />
          ),
        },
        {
          name: 'invalid',
          render: (
            <BirthdayField
              label="Naissance manquante"
              formName="pet"
              today={today}
              error={{ code: 'required' }}
              required
            />
          ),
        },
        { name: 'required', render: <BirthdayField label="Naissance requise" today={today} required /> },
        { name: 'disabled', render: <BirthdayField label="Naissance bloquée" today={today} disabled /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const age = canvas.getByRole('group', { name: 'Âge rempli' });
    // Opens on the age when only an age is known.
    await expect(age).toHaveAttribute('data-mode', 'age');
    // `data-filled` is read from the inputs after the first render (BirthdayField's effect).
    await waitFor(() => expect(age).toHaveAttribute('data-filled'));
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Date remplie' })).toHaveAttribute('data-filled'));
    const missing = canvas.getByRole('group', { name: /Naissance manquante/ });
    await expect(missing).toHaveAccessibleDescription(messages.fr.keys['forms.pet.birthday.errors.required']);
    await expect(within(missing).getByLabelText('Date de naissance')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group', { name: 'Naissance requise (obligatoire)' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Naissance bloquée' })).toBeDisabled();
  },
};
