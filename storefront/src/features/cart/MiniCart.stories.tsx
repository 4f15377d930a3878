import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { firstLoad, localeOfStory, screenMeta } from '../../storybook/shop-story.tsx';
import { cartMessages } from './messages.ts';
import { cartShellMessages } from './shell-messages.ts';
import { MiniCart } from './MiniCart.tsx';

const meta = {
  title: 'Screens/Mini-cart',
  component: MiniCart,
  ...screenMeta('/'),
} satisfies Meta<typeof MiniCart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer of an empty cart: the way to the products; Escape closes it and focus is back on the cart button. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = cartShellMessages[localeOfStory(globals)];
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: new RegExp(`^${t.miniCartLabel}`) }, firstLoad);
    await expect(canvas.getByTestId('cart-count')).toHaveTextContent('0');
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: new RegExp(t.miniCartTitle) }, firstLoad);
    await expect(within(drawer).getByText(t.empty)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/**
 * A cart of three units and a cat pâtée, opened from the keyboard: pictures, quantities, the free-shipping nudge,
 * the totals and the two ways on; « + » changes the quantity and the count, a removal moves focus to the next
 * line, and the drawer spans the screen's height.
 */
export const WithLines: Story = {
  parameters: {
    shop: {
      cart: [
        { variantCode: '10000601', quantity: 3 },
        { variantCode: '10003901', quantity: 1 },
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOfStory(globals);
    const t = cartShellMessages[locale];
    const c = cartMessages[locale];
    const canvas = within(canvasElement);
    const count = await canvas.findByTestId('cart-count', {}, firstLoad);
    // The count shows 0 until the cart has loaded.
    await waitFor(() => expect(count).toHaveTextContent('4'), firstLoad);
    const button = canvas.getByRole('button', { name: new RegExp(`^${t.miniCartLabel}`) });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: new RegExp(t.miniCartTitle) }, firstLoad);
    const lines = await within(drawer).findAllByTestId('mini-cart-line');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]!.querySelector('img')).not.toBeNull();
    await expect(within(drawer).getByRole('link', { name: t.miniCartOpen })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: c.checkout })).toBeVisible();
    await expect(within(drawer).getByRole('progressbar')).toBeVisible();
    await waitFor(() => {
      const box = drawer.getBoundingClientRect();
      expect(Math.round(box.height)).toBe(window.innerHeight);
      expect(box.left).toBeGreaterThanOrEqual(0);
    });

    const quantity = within(lines[0]!).getByRole('spinbutton');
    await expect(quantity).toHaveValue('3');
    await userEvent.click(within(lines[0]!).getByRole('button', { name: new RegExp(`^${increaseLabel(locale)}`) }));
    await waitFor(() => expect(count).toHaveTextContent('5'));

    await userEvent.click(within(lines[0]!).getByRole('button', { name: new RegExp(c.removeShort, 'i') }));
    await waitFor(() => expect(within(drawer).getAllByTestId('mini-cart-line')).toHaveLength(1));
    await waitFor(() => expect(within(drawer).getByRole('spinbutton')).toHaveFocus());
    await waitFor(() => expect(count).toHaveTextContent('1'));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** The design system's counter names its "+" « Augmenter … » / « Verhogen … ». */
function increaseLabel(locale: 'fr' | 'nl'): string {
  return locale === 'fr' ? 'Augmenter' : 'Verhogen';
}
