import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from './Text.tsx';

const meta = {
  title: 'Foundation/Text',
  component: Text,
  args: { children: 'Croquettes sans céréales pour chien adulte, au canard frais.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { as: 'p' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Croquettes/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontSize).toBe('16px');
  },
};

const tones = ['standard', 'secondary', 'brand', 'critical', 'positive', 'caution', 'info', 'neutral'] as const;

export const AllStates: Story = {
  render: () => (
    <Stack space="small">
      {(['xsmall', 'small', 'standard', 'large'] as const).map((size) => (
        <Text key={size} as="p" size={size}>
          Taille {size} — Gamelle nourrit votre compagnon.
        </Text>
      ))}
      {tones.map((tone) => (
        <Text key={tone} as="p" tone={tone}>
          Ton {tone}
        </Text>
      ))}
      {(['regular', 'medium', 'strong'] as const).map((weight) => (
        <Text key={weight} as="p" weight={weight}>
          Graisse {weight}
        </Text>
      ))}
      <div style={{ width: 160 }}>
        <Text as="p" truncate>
          Un nom de race très long qui ne tient pas sur une ligne
        </Text>
      </div>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByText(/Taille xsmall/);
    await expect(getComputedStyle(small).fontSize).toBe('12px');
    const truncated = canvas.getByText(/Un nom de race/);
    await expect(getComputedStyle(truncated).textOverflow).toBe('ellipsis');
  },
};
