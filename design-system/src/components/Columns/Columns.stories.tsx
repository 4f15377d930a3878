import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Column, Columns } from './Columns.tsx';

const Cell = ({ children }: { children: string }) => (
  <Box padding="small" background="infoSoft" borderRadius="small">
    {children}
  </Box>
);

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    space: 'medium',
    children: [
      <Column key="a" width="1/3">
        <Cell>Filtres</Cell>
      </Column>,
      <Column key="b">
        <Cell>Produits</Cell>
      </Column>,
    ],
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = canvas.getByText('Filtres').getBoundingClientRect();
    const products = canvas.getByText('Produits').getBoundingClientRect();
    // Side by side: same top, the fill column right of the third.
    await expect(Math.round(filters.top)).toBe(Math.round(products.top));
    await expect(products.left).toBeGreaterThan(filters.right);
  },
};

export const AllStates: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      {(['1/2', '1/3', '2/3', '1/4', '3/4', 'content'] as const).map((width) => (
        <Columns key={width} space="small">
          <Column width={width}>
            <Cell>{`width ${width}`}</Cell>
          </Column>
          <Column>
            <Cell>fill</Cell>
          </Column>
        </Columns>
      ))}
      <div data-testid="collapsing">
        <Columns space="small" collapseBelow="desktop">
          <Column>
            <Cell>Empilé sous 1024 px</Cell>
          </Column>
          <Column>
            <Cell>Côte à côte au-delà</Cell>
          </Column>
        </Columns>
      </div>
      <Columns space="small" alignY="center">
        <Column width="content">
          <Box padding="large" background="brandSoft">
            haut
          </Box>
        </Column>
        <Column>
          <Cell>centré verticalement</Cell>
        </Column>
      </Columns>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('Empilé sous 1024 px').getBoundingClientRect();
    const second = canvas.getByText('Côte à côte au-delà').getBoundingClientRect();
    if (window.innerWidth < 1024) await expect(second.top).toBeGreaterThan(first.bottom);
    else await expect(Math.round(second.top)).toBe(Math.round(first.top));
  },
};
