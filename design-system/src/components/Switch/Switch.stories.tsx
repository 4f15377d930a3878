import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@gamelle/contract/shared/messages';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateGrid } from '../../forms/StateGrid.tsx';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Recevoir la newsletter', name: 'newsletter', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Recevoir la newsletter' });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { name: 'off', render: <Switch label="Rappels SMS" name="s1" /> },
        { name: 'on', render: <Switch label="Rappels e-mail" name="s2" defaultChecked /> },
        { name: 'focused', render: <Switch label="Mode sombre" name="s3" /> },
        {
          name: 'with description',
          render: <Switch label="Toujours cette marque" name="s4" description="Depuis toujours" />,
        },
        { name: 'invalid', render: <Switch label="Consentement" name="s5" error={{ code: 'required' }} required /> },
        { name: 'required', render: <Switch label="Obligatoire" name="s6" required /> },
        { name: 'disabled', render: <Switch label="Verrouillé" name="s7" disabled /> },
        { name: 'disabled on', render: <Switch label="Imposé" name="s8" disabled defaultChecked /> },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Rappels e-mail' })).toBeChecked();
    const consent = canvas.getByRole('switch', { name: 'Consentement' });
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(messages.fr.codes.required);
    await expect(canvas.getByRole('switch', { name: 'Verrouillé' })).toBeDisabled();
    canvas.getByRole('switch', { name: 'Rappels e-mail' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Mode sombre' })).toHaveFocus();
  },
};
