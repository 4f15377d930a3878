import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('[data-skeleton]')!;
    await expect(bone).toHaveAttribute('aria-hidden', 'true');
    const animation = getComputedStyle(bone).animationName;
    // Reduced motion stops the pulse; otherwise it pulses.
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) await expect(animation).toBe('none');
    else await expect(animation).not.toBe('none');
  },
};

/** A product card while loading: the region says it is busy, the shapes are silent. */
export const AllStates: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Produit" style={{ width: 280 }}>
      <VisuallyHidden>
        <span role="status">Chargement…</span>
      </VisuallyHidden>
      <Stack space="small">
        <Skeleton shape="rectangle" height={180} />
        <Skeleton shape="text" width="70%" />
        <Skeleton shape="text" />
        <Skeleton shape="circle" width={44} height={44} />
      </Stack>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Produit' })).toHaveAttribute('aria-busy', 'true');
    const bones = canvasElement.querySelectorAll('[data-skeleton]');
    await expect(bones).toHaveLength(4);
    await expect(bones[0]!.getBoundingClientRect().height).toBe(180);
    await expect(getComputedStyle(bones[3]!).borderRadius).toBe('50%');
  },
};
