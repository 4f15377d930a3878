import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box.tsx';

const meta = {
  title: 'Foundation/Box',
  component: Box,
  args: { children: 'Box', padding: 'medium', background: 'brandSoft', borderRadius: 'standard' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText('Box');
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
  },
};
