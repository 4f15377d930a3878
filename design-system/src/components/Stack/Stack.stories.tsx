import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Stack } from './Stack.tsx';

const Item = ({ children }: { children: string }) => (
  <Box padding="small" background="brandSoft" borderRadius="small">
    {children}
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: 'medium',
    children: [<Item key="1">Croquettes</Item>, <Item key="2">Pâtée</Item>, <Item key="3">Friandises</Item>],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('Croquettes');
    await expect(getComputedStyle(first.parentElement!).rowGap).toBe('16px');
  },
};

/** Every space, every alignment, responsive space and list semantics. */
export const AllStates: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      {(['xxsmall', 'small', 'large'] as const).map((space) => (
        <Stack key={space} space={space}>
          <Item>{`space ${space}`}</Item>
          <Item>suite</Item>
        </Stack>
      ))}
      {(['left', 'center', 'right'] as const).map((align) => (
        <Stack key={align} space="xsmall" align={align}>
          <Item>{`align ${align}`}</Item>
        </Stack>
      ))}
      <Stack space={{ mobile: 'xsmall', tablet: 'xlarge' }}>
        <Item>responsive</Item>
        <Item>space</Item>
      </Stack>
      <Stack as="ul" space="xsmall">
        <Item>Premier élément de liste</Item>
        <Item>Second élément de liste</Item>
      </Stack>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const centred = canvas.getByText('align center').parentElement!;
    await expect(getComputedStyle(centred).alignItems).toBe('center');
  },
};
