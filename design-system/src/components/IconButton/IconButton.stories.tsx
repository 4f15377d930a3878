import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'close', label: 'Fermer', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Fermer' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <IconButton {...args} />
      <IconButton {...args} icon="chevron-right" label="Suivant" variant="outline" shape="round" />
      <IconButton {...args} icon="chevron-left" label="Précédent" variant="outline" shape="round" disabled />
      <IconButton {...args} icon="plus" label="Augmenter" tone="brand" shape="flush" />
      <IconButton {...args} icon="eye" label="Afficher le mot de passe" aria-pressed={false} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
};
