import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { Button } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Ajouter au panier', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Ajouter au panier' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Tab reaches it, Enter and Space press it.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // Keyboard focus is visible: the theme's focus ring, outside the button.
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await expect(getComputedStyle(button).outlineWidth).toBe('3px');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    // WCAG 2.2 target size: never below 44 px.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-loading');
    // The label stays in the name, with the loading status added.
    await expect(button).toHaveAccessibleName(/Ajouter au panier.*Chargement/);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // It stays in the tab order (a submitting form does not lose the user's place).
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

const variants = ['primary', 'secondary', 'ghost', 'critical'] as const;
const sizes = ['small', 'standard', 'large'] as const;

/** Every variant × size, then disabled, loading, icons and full width. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
      {variants.flatMap((variant) =>
        sizes.map((size) => (
          <Button key={`${variant}-${size}`} variant={variant} size={size} onClick={args.onClick}>
            {`${variant} ${size}`}
          </Button>
        )),
      )}
      {variants.map((variant) => (
        <Button key={`${variant}-disabled`} variant={variant} disabled onClick={args.onClick}>
          {`${variant} disabled`}
        </Button>
      ))}
      {variants.map((variant) => (
        <Button key={`${variant}-loading`} variant={variant} loading onClick={args.onClick}>
          {`${variant} loading`}
        </Button>
      ))}
      <Button icon={<Icon name="cart" size="small" />}>Icône au début</Button>
      <Button icon={<Icon name="chevron-right" size="small" />} iconPosition="end" variant="secondary">
        Icône à la fin
      </Button>
      <div style={{ gridColumn: '1 / -1' }}>
        <Button fullWidth>Pleine largeur</Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('button', { name: 'primary disabled' });
    await expect(disabled).toBeDisabled();
    await expect(disabled).toHaveAttribute('data-disabled');
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    const loading = canvas.getByRole('button', { name: /critical loading/ });
    await userEvent.click(loading);
    await expect(args.onClick).not.toHaveBeenCalled();
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const full = canvas.getByRole('button', { name: 'Pleine largeur' });
    await expect(full.getBoundingClientRect().width).toBe(full.parentElement!.getBoundingClientRect().width);
  },
};
