import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Livraison offerte dès 49 €',
    children: (
      <Button variant="secondary" icon={<Icon name="truck" size="small" />}>
        Livraison
      </Button>
    ),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Livraison' });
    // Keyboard focus shows the tip at once and describes the trigger.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Livraison offerte dès 49 €');
    await expect(trigger).toHaveAccessibleDescription('Livraison offerte dès 49 €');
    // Escape hides it without moving focus.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Every placement, and hover after the delay. */
export const AllStates: Story = {
  render: () => (
    <div style={{ padding: '64px 120px' }}>
      <Inline space="large">
        {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
          <Tooltip key={placement} content={`Astuce ${placement}`} placement={placement} delay={100}>
            <Button variant="ghost">{placement}</Button>
          </Tooltip>
        ))}
      </Inline>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    // React Aria shows tooltips on hover only in pointer modality: a press anywhere sets it, as a mouse would.
    await userEvent.click(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'bottom' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Astuce bottom');
    await userEvent.unhover(canvas.getByRole('button', { name: 'bottom' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};
