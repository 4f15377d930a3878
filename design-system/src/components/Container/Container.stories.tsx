import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Container } from './Container.tsx';

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: {
    children: (
      <Box padding="medium" background="brandSoft">
        Contenu de la page
      </Box>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const container = within(canvasElement).getByText('Contenu de la page').parentElement!;
    await expect(getComputedStyle(container).maxWidth).toBe('1260px');
  },
};

export const AllStates: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      {(['small', 'medium', 'large', 'xlarge'] as const).map((width) => (
        <Container key={width} width={width}>
          <Box padding="small" background="infoSoft">{`width ${width}`}</Box>
        </Container>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const small = within(canvasElement).getByText('width small').parentElement!;
    await expect(getComputedStyle(small).maxWidth).toBe('640px');
    await expect(small.getBoundingClientRect().width).toBeLessThanOrEqual(640);
  },
};
