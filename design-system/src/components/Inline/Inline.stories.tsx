import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Box } from '../Box/Box.tsx';
import { Inline } from './Inline.tsx';

const badges = ['Sans céréales', 'Chiot', 'Stérilisé', 'Grande race', 'Poulet', 'Saumon'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { space: 'xsmall', children: badges.map((b) => <Badge key={b}>{b}</Badge>) },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByText('Chiot').parentElement!;
    await expect(getComputedStyle(row).flexDirection).toBe('row');
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
  },
};

export const AllStates: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="large">
      {(['left', 'center', 'right', 'spaceBetween'] as const).map((align) => (
        <Inline key={align} space="xsmall" align={align}>
          <Badge>{`align ${align}`}</Badge>
          <Badge tone="brand">deux</Badge>
        </Inline>
      ))}
      <div style={{ width: 200 }} data-testid="narrow">
        <Inline space="xsmall">
          {badges.map((b) => (
            <Badge key={b}>{b}</Badge>
          ))}
        </Inline>
      </div>
      <div style={{ width: 200, overflow: 'hidden' }}>
        <Inline space="xsmall" wrap={false}>
          <Badge>sans</Badge>
          <Badge>retour</Badge>
          <Badge>à la ligne</Badge>
        </Inline>
      </div>
      <Inline as="ul" space="small">
        <Badge>liste</Badge>
        <Badge>de badges</Badge>
      </Inline>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const narrow = canvas.getByTestId('narrow');
    // Six badges cannot fit in 200 px: they wrap onto several rows instead of overflowing.
    await expect(narrow.scrollWidth).toBeLessThanOrEqual(200);
    await expect(canvas.getByRole('list').children).toHaveLength(2);
  },
};
