import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@gamelle/contract/shared/messages';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Prénom', name: 'firstName', autoComplete: 'given-name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Prénom' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Rex');
    await expect(input).toHaveValue('Rex');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'empty', render: <TextField label="Nom" name="lastName" /> },
        { name: 'filled', render: <TextField label="Ville" name="city" defaultValue="Lyon" /> },
        { name: 'focused', render: <TextField label="Rue" name="street" /> },
        {
          name: 'with description',
          render: <TextField label="Alias" name="alias" description="Ex. : Maison, Bureau" />,
        },
        {
          name: 'invalid',
          render: (
            <TextField
              label="Code postal"
              name="postcode"
              formName="address"
              defaultValue="750"
              error={{ code: 'postcode_fr' }}
            />
          ),
        },
        { name: 'required', render: <TextField label="E-mail" name="email" type="email" required /> },
        { name: 'disabled', render: <TextField label="Pays" name="country" defaultValue="France" disabled /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const postcode = canvas.getByRole('textbox', { name: 'Code postal' });
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveAccessibleDescription(messages.fr.codes.postcode_fr);
    await expect(canvas.getByRole('textbox', { name: 'Alias' })).toHaveAccessibleDescription('Ex. : Maison, Bureau');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Pays' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Nom' })).not.toHaveAttribute('aria-invalid');
    // Focused state: reached with the keyboard, like a user would.
    await userEvent.click(canvas.getByRole('textbox', { name: 'Ville' }));
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Rue' })).toHaveFocus();
  },
};

export const ServerMessageFallback: Story = {
  args: { label: 'Rue', name: 'street', formName: 'address', error: { code: 'unknown', message: 'Rue inconnue' } },
  play: async ({ canvasElement }) => {
    // A code the catalogue does not know shows the server's raw message, never the key.
    const input = within(canvasElement).getByRole('textbox', { name: 'Rue' });
    await expect(input).toHaveAccessibleDescription('Rue inconnue');
  },
};
