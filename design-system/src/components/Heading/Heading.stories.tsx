import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Heading } from './Heading.tsx';

const meta = {
  title: 'Foundation/Heading',
  component: Heading,
  args: { level: 1, children: 'Des croquettes pour chaque chien' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Des croquettes');
  },
};

/** Levels 1 to 6, and level kept apart from size: an h2 that looks like a size 4 title. */
export const AllStates: Story = {
  render: () => (
    <Stack space="medium">
      <Heading level={1}>Niveau 1</Heading>
      <Heading level={2}>Niveau 2</Heading>
      <Heading level={3}>Niveau 3</Heading>
      <Heading level={4}>Niveau 4</Heading>
      <Heading level={5}>Niveau 5</Heading>
      <Heading level={6}>Niveau 6</Heading>
      <Heading level={2} size={4}>
        Un h2 de taille 4
      </Heading>
      <Heading level={2} align="center">
        Centré
      </Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('heading', { name: 'Un h2 de taille 4' });
    await expect(small.tagName).toBe('H2');
    const level4 = canvas.getByRole('heading', { name: 'Niveau 4' });
    await expect(getComputedStyle(small).fontSize).toBe(getComputedStyle(level4).fontSize);
    await expect(getComputedStyle(canvas.getByRole('heading', { name: 'Niveau 6' })).fontSize).toBe(
      getComputedStyle(level4).fontSize,
    );
  },
};
