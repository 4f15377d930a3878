import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner size="small" label="Chargement des adresses" />
      <Spinner size="standard" />
      <Spinner size="large" label="Calcul de la ration" />
      <span data-testid="decorative">
        <Spinner decorative />
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getByText('Calcul de la ration')).toBeInTheDocument();
    await expect(within(canvas.getByTestId('decorative')).queryByRole('status')).toBeNull();
  },
};
