import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@gamelle/contract/shared/messages';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { PhoneField } from './PhoneField.tsx';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { label: 'Téléphone mobile', name: 'phoneNumber', onChange: fn(), onCountryChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

const invalidText = messages.fr.keys['forms.phone.error'];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: 'Pays de l’indicatif' });
    await expect(country).toHaveValue('FR');
    const number = canvas.getByRole('textbox', { name: 'Téléphone mobile' });
    await userEvent.type(number, '0612345678');
    await expect(number).toHaveValue('06 12 34 56 78');
    await userEvent.tab();
    await expect(number).not.toHaveAttribute('aria-invalid');
  },
};

export const InvalidPerCountry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Téléphone mobile' });
    const country = canvas.getByRole('combobox', { name: 'Pays de l’indicatif' });
    // A Brussels number (9 digits) is not a French one: forms.phone.error when the field is left.
    await userEvent.type(number, '021234567');
    await userEvent.tab();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(invalidText);
    // Choosing Belgium makes the same number valid, and the error goes.
    await userEvent.selectOptions(country, 'BE');
    await expect(args.onCountryChange).toHaveBeenLastCalledWith('BE');
    await expect(number).not.toHaveAttribute('aria-invalid');
    // Too short for Luxembourg.
    await userEvent.selectOptions(country, 'LU');
    await userEvent.clear(number);
    await userEvent.type(number, '6211');
    await userEvent.tab();
    await expect(number).toHaveAccessibleDescription(invalidText);
    // An international number switches the country by itself.
    await userEvent.clear(number);
    await userEvent.type(number, '+491512345678');
    await expect(country).toHaveValue('DE');
    await userEvent.tab();
    await expect(number).not.toHaveAttribute('aria-invalid');
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'empty', render: <PhoneField label="Mobile vide" name="p1" /> },
        { name: 'filled', render: <PhoneField label="Mobile rempli" name="p2" defaultValue="06 12 34 56 78" /> },
        {
          name: 'other country',
          render: <PhoneField label="Mobile belge" name="p3" defaultCountry="BE" defaultValue="0470 12 34 56" />,
        },
        { name: 'focused', render: <PhoneField label="Second téléphone" name="p4" /> },
        {
          name: 'invalid',
          render: <PhoneField label="Mobile invalide" name="p5" defaultValue="0000" error="forms.phone.error" />,
        },
        {
          name: 'required',
          render: <PhoneField label="Mobile requis" name="phoneNumber" formName="address" required />,
        },
        {
          name: 'disabled',
          render: <PhoneField label="Mobile bloqué" name="p6" disabled defaultValue="06 12 34 56 78" />,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invalid = canvas.getByRole('textbox', { name: 'Mobile invalide' });
    await expect(invalid).toHaveAccessibleDescription(invalidText);
    await expect(canvas.getByRole('textbox', { name: 'Mobile requis' })).toBeRequired();
    const belgian = canvas.getByRole('textbox', { name: 'Mobile belge' });
    await expect(belgian).toHaveAttribute('data-country', 'BE');
    await expect(canvas.getByRole('textbox', { name: 'Mobile bloqué' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Second téléphone' }));
    await expect(canvas.getByRole('textbox', { name: 'Second téléphone' })).toHaveFocus();
  },
};
