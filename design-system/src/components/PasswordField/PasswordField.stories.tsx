import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@gamelle/contract/shared/messages';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Mot de passe', name: 'password', onVisibleChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Mot de passe');
    await userEvent.type(input, 'croquettes');
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Keyboard: Tab reaches the toggle, Enter shows the password, the text is kept.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('croquettes');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ToggleNeverSubmits: Story = {
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        args.onVisibleChange?.(false);
      }}
    >
      <PasswordField label="Mot de passe" name="password" />
    </form>
  ),
  args: { onVisibleChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Afficher le mot de passe' }));
    // The toggle is type="button": clicking it must not submit the form around it.
    await expect(args.onVisibleChange).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'empty', render: <PasswordField label="Mot de passe actuel" name="p1" /> },
        { name: 'filled', render: <PasswordField label="Mot de passe rempli" name="p2" defaultValue="secret" /> },
        {
          name: 'shown',
          render: <PasswordField label="Mot de passe visible" name="p3" defaultValue="secret" defaultVisible />,
        },
        {
          name: 'focused',
          render: <PasswordField label="Nouveau mot de passe" name="p4" autoComplete="new-password" />,
        },
        {
          name: 'invalid',
          render: (
            <PasswordField
              label="Mot de passe refusé"
              name="password"
              formName="login"
              error={{ code: 'wrong_password' }}
            />
          ),
        },
        { name: 'required', render: <PasswordField label="Mot de passe requis" name="p5" required /> },
        { name: 'disabled', render: <PasswordField label="Mot de passe bloqué" name="p6" disabled /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refused = canvas.getByLabelText('Mot de passe refusé');
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(refused).toHaveAccessibleDescription(messages.fr.codes.wrong_password);
    await expect(canvas.getByLabelText('Mot de passe visible')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText(/^Mot de passe requis/)).toBeRequired();
    await expect(canvas.getByLabelText('Mot de passe bloqué')).toBeDisabled();
    await userEvent.click(canvas.getByLabelText('Nouveau mot de passe'));
    await expect(canvas.getByLabelText('Nouveau mot de passe')).toHaveFocus();
  },
};
