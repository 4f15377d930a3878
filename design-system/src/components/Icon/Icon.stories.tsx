import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon.tsx';
import { iconNames } from './iconPaths.ts';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'dog', label: 'Chien' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Chien' })).toHaveAttribute('data-icon', 'dog');
  },
};

/** The whole set at every size; decorative icons are hidden from assistive technology. */
export const AllStates: Story = {
  render: () => (
    <div>
      <ul
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 12, padding: 0 }}
      >
        {iconNames.map((name) => (
          <li key={name} style={{ listStyle: 'none', display: 'flex', gap: 8, alignItems: 'center' }}>
            <Icon name={name} label={name} />
            <span aria-hidden="true">{name}</span>
          </li>
        ))}
      </ul>
      <p data-testid="sizes">
        {(['xsmall', 'small', 'standard', 'large'] as const).map((size) => (
          <Icon key={size} name="paw" size={size} tone="brand" />
        ))}
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['dog', 'cat', 'cart', 'account', 'truck', 'store', 'search', 'close', 'star']) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
    const decorative = canvas.getByTestId('sizes').querySelectorAll('svg');
    await expect(decorative).toHaveLength(4);
    for (const svg of decorative) await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(decorative[3]!.getBoundingClientRect().width).toBe(32);
  },
};
