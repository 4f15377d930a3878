import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Foundation/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Texte lu par les lecteurs d’écran' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Texte lu par les lecteurs d’écran');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Gives an icon-only button its name, inline and as a block. */
export const AllStates: Story = {
  render: () => (
    <div>
      <button type="button" style={{ minWidth: 44, minHeight: 44 }}>
        <Icon name="heart" />
        <VisuallyHidden>Ajouter aux favoris</VisuallyHidden>
      </button>
      <VisuallyHidden as="div">Bloc masqué</VisuallyHidden>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Ajouter aux favoris');
    await expect(canvas.getByText('Bloc masqué').tagName).toBe('DIV');
  },
};
