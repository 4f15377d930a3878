import type { Meta, StoryObj } from '@storybook/react-vite';
import { interpolate, messages } from '@gamelle/contract/shared/messages';
import { expect, within } from 'storybook/test';
import { FormScope } from '../../forms/FormScope.tsx';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { useField, type FieldBaseProps } from '../../forms/useField.ts';
import * as styles from '../../forms/field.css.ts';
import { Field } from './Field.tsx';

/** A custom control built on the field plumbing: what a new field type does. */
function CustomField(props: FieldBaseProps) {
  const field = useField(props);
  return (
    <Field
      ids={field.ids}
      label={props.label}
      description={props.description}
      errorText={field.errorText}
      required={props.required}
    >
      <input className={styles.control} name={props.name} {...field.controlProps} />
    </Field>
  );
}

const meta = {
  title: 'Forms/Field',
  component: CustomField,
  args: { label: 'Ville', name: 'city', description: 'Comme sur votre boîte aux lettres' },
} satisfies Meta<typeof CustomField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Ville' });
    await expect(input).toHaveAccessibleDescription('Comme sur votre boîte aux lettres');
  },
};

/** One error convention: a code, a message key, react-hook-form's error, a server message. */
export const AllStates: Story = {
  render: () => (
    <FormScope form="address">
      <StateGrid
        states={[
          { name: 'valid', render: <CustomField label="Rue" name="street" /> },
          { name: 'code', render: <CustomField label="Code postal" name="postcode" error={{ code: 'postcode_be' }} /> },
          {
            name: 'code with params',
            render: <CustomField label="Ville" name="city" error={{ code: 'too_long', params: { max: 33 } }} />,
          },
          { name: 'message key', render: <CustomField label="Mobile" name="phone" error="forms.phone.error" /> },
          {
            name: 'react-hook-form',
            render: (
              <CustomField
                label="Prénom"
                name="firstName"
                error={{ type: 'custom', message: 'forbidden_characters' }}
              />
            ),
          },
          {
            name: 'server message',
            render: <CustomField label="Société" name="company" error={{ code: 'x', message: 'Société inconnue' }} />,
          },
          {
            name: 'form-specific text',
            render: <CustomField label="Mobile requis" name="phoneNumber" error={{ code: 'required' }} required />,
          },
        ]}
      />
    </FormScope>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const describe = (name: string | RegExp) => canvas.getByRole('textbox', { name });
    await expect(describe('Code postal')).toHaveAccessibleDescription(messages.fr.codes.postcode_be);
    await expect(describe('Ville')).toHaveAccessibleDescription(interpolate(messages.fr.codes.too_long, { max: 33 }));
    await expect(describe('Mobile')).toHaveAccessibleDescription(messages.fr.keys['forms.phone.error']);
    await expect(describe('Prénom')).toHaveAccessibleDescription(expect.stringContaining('ne sont pas autorisés'));
    await expect(describe('Société')).toHaveAccessibleDescription('Société inconnue');
    await expect(describe('Mobile requis')).toHaveAccessibleDescription(
      messages.fr.keys['forms.address.phoneNumber.errors.required'],
    );
    await expect(describe('Rue')).not.toHaveAttribute('aria-invalid');
  },
};
