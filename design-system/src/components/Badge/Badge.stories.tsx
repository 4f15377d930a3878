import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Nouveau', tone: 'brand' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Nouveau');
    await expect(badge).toHaveAttribute('data-tone', 'brand');
    await expect(badge).toHaveAttribute('data-weight', 'soft');
  },
};

const tones = ['brand', 'neutral', 'critical', 'positive', 'caution', 'info'] as const;

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(3, max-content)' }}>
      {tones.map((tone) => (
        <Badge key={tone} tone={tone}>{`${tone} soft`}</Badge>
      ))}
      {tones.map((tone) => (
        <Badge key={`${tone}-strong`} tone={tone} weight="strong">{`${tone} strong`}</Badge>
      ))}
      <Badge tone="positive" icon={<Icon name="check" size="xsmall" />}>
        En stock
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strong = canvas.getByText('critical strong');
    const soft = canvas.getByText('critical soft');
    await expect(getComputedStyle(strong).backgroundColor).not.toBe(getComputedStyle(soft).backgroundColor);
    await expect(canvas.getByText('En stock').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
